import { ApiError } from './errors.ts';

/**
 * What @fastify/multipart's own errors mean for the sender, by code: the status, whether the part being read is at
 * fault (else the form as a whole), and why.
 */
const PARSER_ERRORS: Record<string, { status: number; inPart: boolean; reason: (fileBytes: number) => string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, inPart: true, reason: (bytes) => `the file is larger than ${bytes / 1024 / 1024} MB` },
  FST_PARTS_LIMIT: { status: 413, inPart: false, reason: () => 'the form has too many parts' },
  FST_FILES_LIMIT: { status: 413, inPart: false, reason: () => 'the form has too many files' },
  FST_FIELDS_LIMIT: { status: 413, inPart: false, reason: () => 'the form has too many fields' },
  FST_PROTO_VIOLATION: { status: 400, inPart: true, reason: () => 'this field name is not allowed' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, inPart: true, reason: () => 'the part says it is JSON but is not valid JSON' },
  FST_MP_PREMATURE_CLOSE: { status: 400, inPart: false, reason: () => 'the form ended before its last part' },
};

/**
 * A malformed form (no boundary, a truncated part, a broken part header) as a 4xx `{detail}` naming where it broke;
 * the parser (busboy) raises plain errors without a status, which would otherwise answer 500. The app's form reader
 * (plugins/multipartBody.ts) and a route that streams its form (bug reports) answer through it alike.
 */
export function unreadableForm(error: unknown, part: string, fileBytes: number): ApiError {
  const known = PARSER_ERRORS[(error as { code?: string }).code ?? ''];
  const field = known?.inPart ? part : 'body';
  const reason = known ? known.reason(fileBytes) : `the multipart form could not be read (${(error as Error).message})`;
  return new ApiError(known?.status ?? 400, `${field}: ${reason}.`, { [field]: [`${reason[0]!.toUpperCase()}${reason.slice(1)}.`] });
}
