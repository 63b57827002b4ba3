import { badRequest } from '../lib/errors.ts';

/**
 * Characters no name may hold: C0 controls (CR, LF, BEL…), DEL, and the bidirectional overrides and isolates that
 * reorder the text around them (U+202A–U+202E, U+2066–U+2069). Names are copied into e-mails, ledgers and lists, where
 * such characters forge lines or reverse what a reader sees.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_NAMES = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/u;

/** What to do about such a character, per field. */
export const NAME_CHARACTERS_MESSAGE = 'Remove line breaks, control characters and text-direction overrides.';

/** Whether text holds a character a name may not hold. */
export const hasForbiddenNameCharacter = (text: string) => FORBIDDEN_IN_NAMES.test(text);

/**
 * The one check of every name the product takes (a user's or contact's first and last name, a company, a contact group,
 * an API key; a contact import checks its rows with {@link hasForbiddenNameCharacter}): 400
 * naming the field when it holds a control or bidi-override character. Answers the text unchanged.
 */
export function checkedName(field: string, text: string): string {
  if (hasForbiddenNameCharacter(text))
    throw badRequest(`${field} may not contain control characters or text-direction overrides.`, {
      [field]: [NAME_CHARACTERS_MESSAGE],
    });
  return text;
}

/** Checks every name field present in `fields` (undefined ones are skipped). */
export function checkNames(fields: Record<string, string | undefined>): void {
  for (const [field, text] of Object.entries(fields)) if (text !== undefined) checkedName(field, text);
}
