import { Type, type Static } from 'typebox';
import { Id } from '../../lib/ids.ts';
import { Nullable, SearchFilterFields } from '../search/schemas.ts';

export const MAX_NAME_LENGTH = 100;

/** GET /searches/properties/download: the search fields plus file_type (excel, pdf, csv or json; default excel). */
export const DownloadQuerystring = Type.Object({ ...SearchFilterFields, file_type: Type.Optional(Type.String({ maxLength: 20 })) });
export type DownloadQuerystring = Static<typeof DownloadQuerystring>;

/** GET /properties/auction/export: the search fields plus export_format (same values as file_type). */
export const AuctionExportQuerystring = Type.Object({
  ...SearchFilterFields,
  file_type: Type.Optional(Type.String({ maxLength: 20 })),
  export_format: Type.Optional(Type.String({ maxLength: 20 })),
});
export type AuctionExportQuerystring = Static<typeof AuctionExportQuerystring>;

export { IdParams } from '../../lib/ids.ts';

/** Signed-link fields (the link from download_url); without them the route wants the owner's bearer token. */
export const FileQuerystring = Type.Object({
  expires: Type.Optional(Type.Integer()),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

/** POST /searches/properties/downloads/rename/: the download's id and its new name (1-100 characters after trimming). */
export const RenameBody = Type.Object({
  id: Id({ description: 'The download to rename (its id in the history).' }),
  name: Type.String({
    description: `New name, 1-${MAX_NAME_LENGTH} characters once trimmed; the file extension is added when the file is saved.`,
  }),
});
export type RenameBody = Static<typeof RenameBody>;

export const Download = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  file_type: Type.Union([Type.Literal('excel'), Type.Literal('pdf'), Type.Literal('csv'), Type.Literal('json')]),
  file_extension: Type.String(),
  format_label: Type.String({ description: 'The format in words, as the ledger and the team views say it: Excel, PDF, CSV or JSON.' }),
  file_name: Type.String({ description: 'Name the file is saved under.' }),
  is_auction: Type.Boolean(),
  query: Type.Record(Type.String(), Type.Unknown(), { description: 'The search as it was sent.' }),
  criteria: Type.Array(Type.String(), { description: 'Readable search criteria, "Label: value".' }),
  status: Type.Union([Type.Literal('building'), Type.Literal('ready'), Type.Literal('failed')]),
  row_count: Type.Integer(),
  rows_written: Type.Integer({ description: 'Progress while the file is built.' }),
  size_bytes: Nullable(Type.Integer()),
  credits_charged: Type.Integer(),
  error: Nullable(Type.String()),
  created_at: Type.String(),
  completed_at: Nullable(Type.String()),
  download_url: Nullable(Type.String({ description: 'Signed link to the file, valid for 15 minutes; null once the build failed.' })),
  download_url_expires_at: Nullable(Type.String()),
});
export type Download = Static<typeof Download>;
