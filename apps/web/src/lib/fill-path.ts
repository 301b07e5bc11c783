/**
 * A route pattern with its `:params` filled in: `fillPath('/admin/produtos/:id', { id })`.
 * Not react-router's generatePath: that would join the vendor chunk the kiosk downloads too,
 * and the kiosk's budget has no room for it (ADR 011).
 */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
