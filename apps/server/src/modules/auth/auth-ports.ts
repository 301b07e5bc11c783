import type { Executor } from '../../db/client';

/** The shop an account belongs to, as /api/me and the user list show it. */
export interface ShopSummary {
  id: string;
  name: string;
  subdomain: string | null;
}

/**
 * What auth asks of modules above it (decision 037). Auth sits at the bottom of the tiers
 * (establishments create their admins' accounts through it), so it may not import them;
 * app.ts answers these questions with their functions when it registers the module (the
 * platform's sign-up setting reaches auth the same way, through createAuth's options).
 */
export interface AuthPorts {
  /** establishments: a shop's summary, or undefined when there is none with that id. */
  findEstablishmentSummary(db: Executor, id: string): Promise<ShopSummary | undefined>;
}
