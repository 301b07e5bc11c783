/** Business dates are Brazilian (DESIGN §4): shown in São Paulo time whatever the device says. */
export const businessTimeZone = 'America/Sao_Paulo';

const dateTimeParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: businessTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** SPEC §9 date display: 'dd/MM/yyyy às HH:mm'. */
export function formatDateTime(value: string | Date): string {
  const parts = Object.fromEntries(
    dateTimeParts.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}
