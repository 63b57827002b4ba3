import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import { unreadableForm } from '../lib/formErrors.ts';
import { imageTypeOf } from './imageType.ts';

/** A screenshot may weigh at most 5 MB. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
/** The form's text fields: title, description, page_url, browser (and room for two a client may add). */
export const MAX_FORM_FIELDS = 6;
/** The longest text field (the description: 10,000 characters of up to 4 bytes). */
export const MAX_FIELD_BYTES = 40_000;
export const SCREENSHOT_FIELD = 'screenshot';

/** The parser's limits (busboy): one file, a bounded number of parts, each bounded in size. */
export const BUG_FORM_LIMITS = {
  files: 1,
  fields: MAX_FORM_FIELDS,
  parts: MAX_FORM_FIELDS + 1,
  fileSize: MAX_SCREENSHOT_BYTES,
  fieldSize: MAX_FIELD_BYTES,
};
/** The whole request: the screenshot, the fields and the multipart framing; a larger declared length is refused unread. */
export const MAX_FORM_BYTES = MAX_SCREENSHOT_BYTES + MAX_FORM_FIELDS * MAX_FIELD_BYTES + 64 * 1024;

export const SCREENSHOT_TOO_LARGE = 'The screenshot is larger than 5 MB.';
export const NOT_AN_IMAGE = 'The screenshot must be a PNG, JPEG, GIF or WebP image.';
export const TOO_MANY_PARTS = `A bug report takes its text fields and one screenshot: at most ${MAX_FORM_FIELDS + 1} parts.`;

/** A screenshot written to storage while the request streamed in: recognised by its first bytes, its size counted. */
export interface UploadedScreenshot {
  key: string;
  type: string;
  bytes: number;
}

export interface BugReportForm {
  fields: Record<string, string>;
  screenshot: UploadedScreenshot | null;
}

/** The parser's refusals (@fastify/multipart codes) in the words of a bug report. */
const LIMIT_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: SCREENSHOT_TOO_LARGE,
  FST_PARTS_LIMIT: TOO_MANY_PARTS,
  FST_FILES_LIMIT: TOO_MANY_PARTS,
  FST_FIELDS_LIMIT: TOO_MANY_PARTS,
};

function refusal(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const limit = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
  return limit ? new ApiError(413, limit) : unreadableForm(error, 'body', MAX_SCREENSHOT_BYTES);
}

/** Refuses a request whose declared length exceeds the form's bound before a byte of it is read. */
export function checkDeclaredLength(contentLength: string | undefined): void {
  if (Number(contentLength) > MAX_FORM_BYTES) throw new ApiError(413, SCREENSHOT_TOO_LARGE);
}

/**
 * Reads a bug report's multipart form as it streams in (`parts` from `request.parts(BUG_FORM_LIMITS)`): its text fields,
 * and at most one file, the screenshot, written to storage chunk by chunk and never held whole in memory. 413 past a
 * limit, 415 for a file that is not an image, 400 for a malformed form or another file field; on any refusal the part
 * already written is deleted.
 */
export async function readBugReportForm(parts: AsyncIterable<Multipart>, storage: ObjectStorage, userId: number): Promise<BugReportForm> {
  const fields: Record<string, string> = {};
  let screenshot: UploadedScreenshot | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === SCREENSHOT_FIELD)
          throw badRequest(`${SCREENSHOT_FIELD} must be a file.`, { [SCREENSHOT_FIELD]: ['Attach an image file.'] });
        if (part.valueTruncated) throw new ApiError(413, `${part.fieldname} is too long.`);
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== SCREENSHOT_FIELD) {
        part.file.resume();
        throw badRequest(`Only one file is accepted, as '${SCREENSHOT_FIELD}'.`, { [part.fieldname]: ['Not a file field.'] });
      } else {
        screenshot = await saveScreenshot(part.file, storage, userId, (started) => (screenshot = started));
      }
    }
  } catch (error) {
    const written = screenshot as UploadedScreenshot | null;
    if (written) await storage.remove(written.key);
    throw refusal(error);
  }
  return { fields, screenshot };
}

/** The bytes a file must start with to be recognised (see imageType.ts). */
const SIGNATURE_BYTES = 12;

/**
 * Streams the screenshot into storage: its type read from the first bytes (a client's mime type is not trusted), its
 * size counted as it arrives. `started` receives the file as soon as it exists, so that a refusal can delete it. Null
 * for an empty file field.
 */
async function saveScreenshot(
  stream: Readable & { truncated?: boolean },
  storage: ObjectStorage,
  userId: number,
  started: (file: UploadedScreenshot) => void,
): Promise<UploadedScreenshot | null> {
  // Past the limit busboy drops the rest of the file but ends the stream only with the part: stop at once instead.
  stream.once('limit', () => stream.destroy(new ApiError(413, SCREENSHOT_TOO_LARGE)));
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < SIGNATURE_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) return null;
  const image = imageTypeOf(head);
  if (!image) {
    stream.resume();
    throw new ApiError(415, NOT_AN_IMAGE);
  }
  const file: UploadedScreenshot = { key: `bug-reports/${userId}/${randomUUID()}.${image.extension}`, type: image.type, bytes: 0 };
  started(file);
  async function* counted() {
    file.bytes += head.length;
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      file.bytes += next.value.length;
      yield next.value;
    }
    // Checked before the object is stored: a cut-off screenshot is never kept.
    if (stream.truncated) throw new ApiError(413, SCREENSHOT_TOO_LARGE);
  }
  await storage.put(file.key, counted());
  return file;
}
