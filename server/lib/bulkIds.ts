import { Type } from 'typebox';

/** A comma-separated id list in the query, as bulk deletes take it (`?contact_ids=1,2,3`); ids of at most 15 digits stay exact in JS. */
export const IdListParam = Type.String({ pattern: '^\\s*\\d{1,15}(\\s*,\\s*\\d{1,15})*\\s*$', maxLength: 10_000 });

export const parseIdList = (value: string): number[] => [...new Set(value.split(',').map((id) => Number(id.trim())))];

/** A JSON body of ids, as add/remove calls take it. */
export const IdArray = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 });

/** `:id` in a path, for every resource addressed by one id. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

/** Contacts to add to or remove from a group or an email's direct recipients. */
export const ContactIdsBody = Type.Object({ contact_ids: IdArray }, { additionalProperties: false });

export const Deleted = Type.Object({ deleted: Type.Array(Type.Integer()) });
