import type { IfoodPause, IfoodPauseInput } from '@comanda/shared';
import type { Database } from '../../db/client';
import { recordAudit, type Auditor } from '../audit';
import type { IfoodInterruption } from './ifood-client';
import { connectedStore, type IfoodClientSource } from './ifood-connection.service';

/*
 * "Pausar iFood" (issue 34): a pause is an interruption of the store on iFood (Merchant API,
 * `/merchants/{id}/interruptions`). iFood keeps them, so Comanda keeps no copy: the card reads
 * the pause in force from iFood, and "Retomar iFood" deletes it there.
 */

/** The default reason iFood shows the shop's staff in its portal. */
const pauseDescription = 'Pausa pelo Comanda';

const inForce = (interruption: IfoodInterruption, now: number) =>
  Date.parse(interruption.start) <= now && now < Date.parse(interruption.end);

const viewOf = (pause: IfoodInterruption | undefined): IfoodPause => ({
  pause: pause
    ? {
        id: pause.id,
        description: pause.description ?? '',
        start: pause.start,
        end: pause.end,
      }
    : null,
});

/** The pause in force now on iFood, if any. */
export async function ifoodPause(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  now: Date,
): Promise<IfoodPause> {
  const { client, merchantId } = await connectedStore(db, source, establishmentId);
  const found = await client.interruptions(merchantId);
  return viewOf(found.find((interruption) => inForce(interruption, now.getTime())));
}

/** Closes the store on iFood from now for `minutes` (an interruption), and audits it. */
export async function pauseIfood(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  auditor: Auditor,
  input: IfoodPauseInput,
  now: Date,
): Promise<IfoodPause> {
  const { client, merchantId } = await connectedStore(db, source, establishmentId);
  const created = await client.createInterruption(merchantId, {
    description: input.description || pauseDescription,
    start: now.toISOString(),
    end: new Date(now.getTime() + input.minutes * 60_000).toISOString(),
  });
  await recordAudit(db, establishmentId, auditor, {
    kind: 'integrations.change',
    subject: 'iFood',
    before: { pausa: null },
    after: { pausa: `${input.minutes} min` },
  });
  return viewOf(created);
}

/** "Retomar iFood": ends every pause in force (deleted on iFood), and audits it. */
export async function resumeIfood(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  auditor: Auditor,
  now: Date,
): Promise<IfoodPause> {
  const { client, merchantId } = await connectedStore(db, source, establishmentId);
  const found = await client.interruptions(merchantId);
  const ended = found.filter((interruption) => inForce(interruption, now.getTime()));
  for (const interruption of ended) await client.deleteInterruption(merchantId, interruption.id);
  if (ended.length > 0) {
    await recordAudit(db, establishmentId, auditor, {
      kind: 'integrations.change',
      subject: 'iFood',
      before: { pausa: 'ativa' },
      after: { pausa: null },
    });
  }
  return viewOf(undefined);
}

/**
 * Ends one pause, the one `interruptionId` names (busy mode ends its own pause, never one
 * staff set by hand), and audits it. A pause iFood no longer has is already over.
 */
export async function endIfoodPause(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  auditor: Auditor,
  interruptionId: string,
): Promise<void> {
  const { client, merchantId } = await connectedStore(db, source, establishmentId);
  await client.deleteInterruption(merchantId, interruptionId);
  await recordAudit(db, establishmentId, auditor, {
    kind: 'integrations.change',
    subject: 'iFood',
    before: { pausa: 'ativa' },
    after: { pausa: null },
  });
}
