/*
 * A scheduling slot (an ISO instant from GET /api/public/online-menu) as the customer reads
 * it: "hoje, 19:30" or "amanhã, 11:00", in the shop's time zone (SPEC: America/Sao_Paulo).
 */
import { formatOnFirstUse } from '@comanda/shared';

const timeZone = 'America/Sao_Paulo';
// Made on first use: building a format with a time zone loads its data, a long task when the
// online menu's chunk is evaluated on a phone's slow core (issue #35); the checkout uses them.
const dayFormat = formatOnFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }),
);
const timeFormat = formatOnFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' }),
);

export function slotParts(slot: string, now: Date): { today: boolean; time: string } {
  const at = new Date(slot);
  return {
    today: dayFormat().format(at) === dayFormat().format(now),
    time: timeFormat().format(at),
  };
}
