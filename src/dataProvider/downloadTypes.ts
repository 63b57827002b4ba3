import type { Static } from 'typebox';
import type { Download } from '../../server/routes/downloads/schemas.ts';

/** A download as the API answers it (history rows, the build being followed), from server/routes/downloads/schemas.ts. */
export type DownloadRecord = Static<typeof Download>;
/** The file formats a download is built in. */
export type FileType = DownloadRecord['file_type'];
