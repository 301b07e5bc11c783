import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  defaultServicePercent,
  onlineMenuDefaults,
  type DeliveryZone,
  type OnlineMenuSettingsInput,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { changedFields, recordAudit, type Auditor } from '../audit';
import { deliveryZones, onlineMenuSettings } from './online-menu.tables';

/** The shop's online-menu settings and delivery zones (the hours are its business hours). */
export type OnlineMenuConfig = Omit<Required<OnlineMenuSettingsInput>, 'zones'> & {
  zones: DeliveryZone[];
};

type SettingsRow = typeof onlineMenuSettings.$inferSelect;

const fromRow = (row: SettingsRow | undefined): Omit<OnlineMenuConfig, 'zones'> =>
  row
    ? {
        enabled: row.enabled,
        fulfilments: {
          mesa: row.mesa,
          retirada: row.retirada,
          entrega: row.entrega,
          agendar: row.agendar,
        },
        payments: { pix: row.payPix, dinheiro: row.payDinheiro, cartao: row.payCartao },
        schedule: { leadMinutes: row.scheduleLeadMinutes, daysAhead: row.scheduleDaysAhead },
        servicePercent: row.servicePercent,
      }
    : {
        enabled: onlineMenuDefaults.enabled,
        fulfilments: onlineMenuDefaults.fulfilments,
        payments: onlineMenuDefaults.payments,
        schedule: onlineMenuDefaults.schedule,
        servicePercent: defaultServicePercent,
      };

/** The shop's settings (the defaults, off, until it saves them) and its zones in order. */
export async function readOnlineMenu(
  db: Executor,
  establishmentId: string,
): Promise<OnlineMenuConfig> {
  const [[row], zones] = await Promise.all([
    db
      .select()
      .from(onlineMenuSettings)
      .where(eq(onlineMenuSettings.establishmentId, establishmentId)),
    db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.establishmentId, establishmentId))
      .orderBy(asc(deliveryZones.position), asc(deliveryZones.bairro)),
  ]);
  return {
    ...fromRow(row),
    zones: zones.map(({ id, bairro, feeCents, minimumCents, minutes }) => ({
      id,
      bairro,
      feeCents,
      minimumCents,
      minutes,
    })),
  };
}

/** The audit's view: zones as "Centro: R$ 5,00 / mín. R$ 30,00 / 40 min" by id. */
const auditView = (config: OnlineMenuConfig) => ({
  ativo: config.enabled,
  modalidades: config.fulfilments,
  pagamentos: config.payments,
  agendamento: config.schedule,
  taxaDeServico: config.servicePercent,
  bairros: config.zones.map((zone) => ({
    bairro: zone.bairro,
    taxa: zone.feeCents,
    minimo: zone.minimumCents,
    minutos: zone.minutes,
  })),
});

/**
 * Saves the settings and replaces the zones: a zone sent with the id of one of the shop's
 * zones keeps it (an order placed with it still names it), any other gets a new id, and the
 * shop's zones not sent are deleted. Audited with what changed, like the shop's settings.
 */
export async function saveOnlineMenu(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  input: OnlineMenuSettingsInput,
): Promise<OnlineMenuConfig> {
  return db.transaction(async (tx) => {
    const before = await readOnlineMenu(tx, establishmentId);
    const known = new Set(before.zones.map((zone) => zone.id));
    const values = {
      enabled: input.enabled,
      mesa: input.fulfilments.mesa,
      retirada: input.fulfilments.retirada,
      entrega: input.fulfilments.entrega,
      agendar: input.fulfilments.agendar,
      payPix: input.payments.pix,
      payDinheiro: input.payments.dinheiro,
      payCartao: input.payments.cartao,
      scheduleLeadMinutes: input.schedule.leadMinutes,
      scheduleDaysAhead: input.schedule.daysAhead,
      servicePercent: input.servicePercent ?? before.servicePercent,
      updatedAt: new Date(),
    };
    await tx
      .insert(onlineMenuSettings)
      .values({ establishmentId, ...values })
      .onConflictDoUpdate({ target: onlineMenuSettings.establishmentId, set: values });
    await tx.delete(deliveryZones).where(eq(deliveryZones.establishmentId, establishmentId));
    if (input.zones.length > 0) {
      await tx.insert(deliveryZones).values(
        input.zones.map((zone, position) => ({
          id: zone.id && known.has(zone.id.toLowerCase()) ? zone.id.toLowerCase() : randomUUID(),
          establishmentId,
          bairro: zone.bairro,
          feeCents: zone.feeCents,
          minimumCents: zone.minimumCents,
          minutes: zone.minutes,
          position,
        })),
      );
    }
    const after = await readOnlineMenu(tx, establishmentId);
    const change = changedFields(auditView(before), auditView(after));
    if (change) {
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'settings.change',
        subject: 'Cardápio digital',
        ...change,
      });
    }
    return after;
  });
}
