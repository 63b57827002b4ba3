/** Placeholders a user may write in an automated email's subject and body, as {{name}}. */
export const PLACEHOLDERS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'company',
  'listing_count',
  'search_name',
  'sender_name',
] as const;
export type PlaceholderValues = Record<(typeof PLACEHOLDERS)[number], string>;

const PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Placeholder names in the text that are not supported (for a 400 when saving). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((m) => m[1]!).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/** Fills the placeholders; escape() applies to each value (HTML escaping for the HTML part). */
export function fillPlaceholders(text: string, values: PlaceholderValues, escape: (s: string) => string = (s) => s): string {
  return text.replace(PATTERN, (whole, name: string) => (name in values ? escape(values[name as keyof PlaceholderValues]) : whole));
}
