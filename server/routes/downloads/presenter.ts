import type { FastifyRequest } from 'fastify';
import { absoluteUrl } from '../../lib/publicUrl.ts';
import { historyCriteria } from '../../downloads/criteria.ts';
import type { LinkSigner } from '../../downloads/signedUrl.ts';
import { formatLabel } from '../../downloads/downloadCharges.ts';
import { FORMATS } from '../../downloads/writers/index.ts';
import type { DownloadRow } from '../../downloads/downloadsRepository.ts';
import type { Download } from './schemas.ts';

/** A name safe on every file system: no path separators, reserved or control characters. */
export function fileNameOf(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^[.\s]+|[.\s]+$/g, '') || 'download';
  return safe.toLowerCase().endsWith(`.${extension}`) ? safe : `${safe}.${extension}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function presentDownload(row: DownloadRow, request: FastifyRequest, signer: LinkSigner): Download {
  const extension = FORMATS[row.file_type].extension;
  const link = row.status === 'failed' ? null : signer.sign(row.id, row.user_id);
  const url = link && absoluteUrl(request, `/api/searches/properties/downloads/${row.id}/file/`);
  if (url && link) {
    url.searchParams.set('expires', String(link.expires));
    url.searchParams.set('signature', link.signature);
  }
  const { user_id: _user, storage_key: _key, ...fields } = row;
  return {
    ...fields,
    criteria: historyCriteria(row),
    file_extension: extension,
    format_label: formatLabel(row.file_type),
    file_name: fileNameOf(row.name, extension),
    download_url: url ? url.toString() : null,
    download_url_expires_at: link ? new Date(link.expires * 1000).toISOString() : null,
  };
}
