import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { busyModeChangedEvent, waitChangedEvent, type BusyMode } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../lib/realtime';
import { recordAudit, type Auditor } from '../audit';
import { noteEstablishmentWrite, type Establishment } from './establishments.service';
import { establishments } from './establishments.tables';

/*
 * Busy mode's state ("Cozinha cheia", decision 070): two reasons on the shop's row, the
 * estimate's (`busy_auto_since`) and staff's (`busy_manual_since`); either holds it on. Kept on
 * `establishments` so every tier can read it, and so the kiosk and the online menu read it from
 * the cached tenant without a query. Who turns the estimate's reason on and off, and what it
 * does to iFood, is the busy-mode job's (marketplaces).
 */

type BusyRow = Pick<
  Establishment,
  | 'busyAutoSince'
  | 'busyManualSince'
  | 'busyExtraPrepMinutes'
  | 'busyPauseIfood'
  | 'busyScheduledOnly'
>;

/** Busy mode as a shop's row has it (the cached tenant is such a row): what each channel does. */
export function busyModeOfShop(row: BusyRow): BusyMode {
  const active = row.busyAutoSince !== null || row.busyManualSince !== null;
  return {
    active,
    autoSince: row.busyAutoSince?.toISOString() ?? null,
    manualSince: row.busyManualSince?.toISOString() ?? null,
    extraPrepMinutes: active ? row.busyExtraPrepMinutes : 0,
    scheduledOnly: active && row.busyScheduledOnly,
    pauseIfood: active && row.busyPauseIfood,
  };
}

/** Busy mode of a shop now, and the iFood pause it holds (the job's and the switch's). */
export async function busyStateOf(
  db: Executor,
  establishmentId: string,
): Promise<{ mode: BusyMode; ifoodInterruptionId: string | null }> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado');
  return { mode: busyModeOfShop(row), ifoodInterruptionId: row.busyIfoodInterruptionId };
}

/** Busy mode of a shop now: the online menu asks whether it takes only scheduled orders. */
export async function busyModeOf(db: Executor, establishmentId: string): Promise<BusyMode> {
  return (await busyStateOf(db, establishmentId)).mode;
}

export type BusyReason = 'auto' | 'manual';

const sinceColumn = { auto: 'busyAutoSince', manual: 'busyManualSince' } as const;

/**
 * Turns one reason on or off, with its audit line and the shop's events, in one transaction.
 * The update is conditional, so of two instances (or two taps) only one changes it: answers
 * false when it already stood so (nothing logged twice).
 */
export async function setBusyReason(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  change: { reason: BusyReason; on: boolean; now: Date; auditor: Auditor; why?: string },
): Promise<boolean> {
  const column = establishments[sinceColumn[change.reason]];
  const since = change.on ? change.now : null;
  noteEstablishmentWrite();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(establishments)
      .set(change.reason === 'auto' ? { busyAutoSince: since } : { busyManualSince: since })
      .where(
        and(eq(establishments.id, establishmentId), change.on ? isNull(column) : isNotNull(column)),
      )
      .returning();
    if (!row) return false;
    const mode = busyModeOfShop(row);
    const how = change.reason === 'auto' ? 'automático' : 'manual';
    await recordAudit(tx, establishmentId, change.auditor, {
      kind: 'kitchen.busy',
      subject: 'Cozinha cheia',
      before: { [how]: change.on ? 'desligado' : 'ligado' },
      after: {
        [how]: change.on ? 'ligado' : 'desligado',
        ...(change.why ? { motivo: change.why } : {}),
      },
    });
    await realtime.publish(tx, `establishment:${establishmentId}`, {
      type: busyModeChangedEvent,
      data: { active: mode.active, manual: mode.manualSince !== null },
    });
    // The kiosks ask for the wait again, which now says whether to show it large.
    await realtime.publish(tx, `menu:${establishmentId}`, { type: waitChangedEvent, data: {} });
    return true;
  });
}

/**
 * Replaces the iFood interruption busy mode holds, only if it is still `from` (null: none):
 * answers whether this caller won, so two instances never both pause or both resume iFood.
 */
export async function swapBusyIfoodInterruption(
  db: Executor,
  establishmentId: string,
  from: string | null,
  to: string | null,
): Promise<boolean> {
  const held = establishments.busyIfoodInterruptionId;
  noteEstablishmentWrite();
  const rows = await db
    .update(establishments)
    .set({ busyIfoodInterruptionId: to })
    .where(
      and(eq(establishments.id, establishmentId), from === null ? isNull(held) : eq(held, from)),
    )
    .returning({ id: establishments.id });
  return rows.length > 0;
}

/**
 * The shops the busy-mode job looks at: active ones with a limit, and any with busy mode or
 * its iFood pause still on (a limit cleared while busy must still be undone).
 */
export async function shopsForBusyMode(db: Executor) {
  return db
    .select({
      id: establishments.id,
      busyLimitMinutes: establishments.busyLimitMinutes,
      busyAutoSince: establishments.busyAutoSince,
      busyManualSince: establishments.busyManualSince,
      busyPauseIfood: establishments.busyPauseIfood,
      busyIfoodInterruptionId: establishments.busyIfoodInterruptionId,
    })
    .from(establishments)
    .where(
      or(
        and(eq(establishments.active, true), isNotNull(establishments.busyLimitMinutes)),
        isNotNull(establishments.busyAutoSince),
        isNotNull(establishments.busyManualSince),
        isNotNull(establishments.busyIfoodInterruptionId),
      ),
    );
}
