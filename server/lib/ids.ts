import { Type } from 'typebox';

/**
 * The largest id the API takes. Ids are bigint in SQL; a JS number holds whole numbers exactly up to 2^53 - 1, and
 * past it two ids would read as one, so this bound, not the bigint's, is the one that holds.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * Any id a call takes in its path, query or body: a whole number from 1 to MAX_ID. Validation converts the digits the
 * spec sends as text ("property_id": "3"), and refuses a fraction, a negative or a larger number as a 400 naming the field.
 */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** An id kept as text where the answer also gives it as text (comparable ids): digits an Id can hold exactly. */
export const IdText = Type.String({ pattern: '^[1-9][0-9]{0,14}$', maxLength: 15 });

/** A comma-separated id list in the query, as bulk deletes take it (`?contact_ids=1,2,3`); ids of at most 15 digits stay exact in JS. */
export const IdListParam = Type.String({ pattern: '^\\s*\\d{1,15}(\\s*,\\s*\\d{1,15})*\\s*$', maxLength: 10_000 });

export const parseIdList = (value: string): number[] => [...new Set(value.split(',').map((id) => Number(id.trim())))];

/** A JSON body of ids, as add/remove calls take it. */
export const IdArray = Type.Array(Id(), { minItems: 1, maxItems: 1000 });

/** `:id` in a path, for every resource addressed by one id. */
export const IdParams = Type.Object({ id: Id() });

/** Contacts to add to or remove from a group or an email's direct recipients. */
export const ContactIdsBody = Type.Object({ contact_ids: IdArray }, { additionalProperties: false });

export const Deleted = Type.Object({ deleted: Type.Array(Type.Integer()) });
