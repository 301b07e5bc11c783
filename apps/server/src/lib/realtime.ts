import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

/*
 * The live events' contract: what modules publish and stream through `app.realtime`.
 * `plugins/realtime.ts` implements it (PostgreSQL NOTIFY/LISTEN and Server-Sent Events);
 * the types live here so that modules, which must not import plugins/, can name them.
 */

/**
 * `order:{id}` for one order's kiosk; `establishment:{id}` for a shop's boards and agents;
 * `menu:{establishmentId}` tells a shop's kiosks their menu changed or the kitchen's queue moved
 * (public: carries no data);
 * `tenants`: some establishment's row was written (a database trigger sends it; the tenant
 * cache listens).
 */
export type Topic =
  `order:${string}` | `establishment:${string}` | `menu:${string}` | 'tenants' | 'sessions';

export interface RealtimeEvent {
  /** What happened, e.g. `order.updated`; the SSE event name. */
  type: string;
  data: Record<string, unknown>;
}

export type Listener = (event: RealtimeEvent) => void;

/** An open Server-Sent Events response. */
export interface EventStream {
  /** Writes one event; `id` becomes the SSE id (the print agent's job id). Ignored once closed. */
  send(event: RealtimeEvent, id?: string): void;
  /** Runs when the stream ends: the client left, or the server is shutting down. */
  onClose(callback: () => void): void;
  close(): void;
  readonly closed: boolean;
}

export interface Realtime {
  subscribe(topic: Topic, listener: Listener): () => void;
  /**
   * Sends `event` to `topic` on every instance. Given a transaction, it is delivered only if
   * and when that transaction commits, so nobody hears of a payment that was rolled back.
   */
  publish(executor: Pick<Database, 'execute'>, topic: Topic, event: RealtimeEvent): Promise<void>;
  /**
   * Answers with a Server-Sent Events stream of `topics` until the client goes away.
   * `initial` events go first (the current state, so a client that connects late misses
   * nothing); a comment every 15 s keeps proxies from closing an idle stream. Given a
   * function, it is called after subscribing and events arriving meanwhile follow its
   * answer, so no change can fall between reading the state and listening for changes.
   */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    topics: Topic[],
    initial?: RealtimeEvent[] | (() => Promise<RealtimeEvent[]>),
  ): void;
  /**
   * Opens a bare Server-Sent Events response (what `stream` is built on) for a route that
   * decides itself what to send. A comment every `heartbeatMs` (15 s) keeps proxies from
   * closing it; `onHeartbeat` runs at each; the server closes it when shutting down.
   */
  openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { heartbeatMs?: number; onHeartbeat?: () => void },
  ): EventStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
