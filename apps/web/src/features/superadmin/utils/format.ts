const parts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** SPEC §9 date display 'dd/MM/yyyy às HH:mm', in Brasília time wherever the browser is. */
export function formatDateTime(iso: string): string {
  const byType = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${byType.day}/${byType.month}/${byType.year} às ${byType.hour}:${byType.minute}`;
}

/** A business day 'YYYY-MM-DD' as 'dd/MM'. */
export function formatShortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** A business day 'YYYY-MM-DD' as 'dd/MM/yyyy'. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
