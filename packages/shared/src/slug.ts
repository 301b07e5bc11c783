/**
 * SPEC §2: typing the establishment's name fills an empty subdomain with its slug: lowercase,
 * accents stripped, anything but letters, digits, spaces and hyphens removed, spaces to
 * hyphens, repeated hyphens collapsed, hyphens at the edges trimmed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
