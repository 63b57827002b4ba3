import type { EndpointDoc, EndpointParameter } from '../../dataProvider/integrations.ts';
import type { FileType } from '../../dataProvider/downloadTypes.ts';
import type { QuoteRequest } from '../../dataProvider/quotes.ts';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';

/** The answer headers the try-it panel shows (the per-key limit's headers, and the answer's type). */
export const HEADERS_OF_INTEREST = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Type'];

export interface TryItRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TryItAnswer {
  status: number;
  statusText: string;
  headers: [name: string, value: string][];
  body: unknown;
  durationMs: number;
}

/** A typed JSON value from what was typed, per the parameter's schema type (text stays text when it does not parse). */
export function typedValue(parameter: Pick<EndpointParameter, 'type'>, text: string): unknown {
  const value = text.trim();
  switch (parameter.type) {
    case 'integer':
    case 'number':
      return value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'array':
    case 'object':
      try {
        return JSON.parse(value);
      } catch {
        return parameter.type === 'array' ? value.split(',').map((v) => v.trim()) : value;
      }
    default:
      return text;
  }
}

/** The required parameters left empty. */
export const missingRequired = (doc: Pick<EndpointDoc, 'parameters'>, values: Record<string, string>) =>
  doc.parameters.filter((p) => p.required && !(values[p.name] ?? '').trim()).map((p) => p.name);

/** The request the panel sends: path parameters filled in, query parameters in the URL, body parameters as JSON, the key in X-API-Key. */
export function buildTryItRequest(
  doc: Pick<EndpointDoc, 'method' | 'path' | 'parameters'>,
  values: Record<string, string>,
  apiKey: string,
): TryItRequest {
  let path = doc.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const parameter of doc.parameters) {
    const text = values[parameter.name] ?? '';
    if (parameter.in === 'path') {
      const encoded = encodeURIComponent(text.trim());
      path = path.replace(`{${parameter.name}}`, encoded).replace(`:${parameter.name}`, encoded);
    } else if (!text.trim()) continue;
    else if (parameter.in === 'query') query.set(parameter.name, text.trim());
    else body[parameter.name] = typedValue(parameter, text);
  }
  const hasBody = doc.parameters.some((p) => p.in === 'body') && !['GET', 'HEAD'].includes(doc.method.toUpperCase());
  const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const search = query.toString();
  return {
    method: doc.method.toUpperCase(),
    url: search ? `${path}?${search}` : path,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  };
}

/** Sends it from the browser (no portal session: only the key) and reads status, the headers of interest and the body. */
/**
 * The price of a try-it call that spends credits (a search, the auction list, a download, a report), asked before it is
 * sent; null for the free endpoints. Its query-string fields are the action's, as the call sends them.
 */
export function tryItQuote(doc: Pick<EndpointDoc, 'id' | 'parameters'>, values: Record<string, string>): QuoteRequest | null {
  const sent = Object.fromEntries(
    doc.parameters.flatMap((p) => (p.in !== 'path' && values[p.name]?.trim() ? [[p.name, values[p.name]!.trim()]] : [])),
  );
  const { page: _page, page_size: _size, saved_search_id: _saved, file_type: fileType, ...query } = sent;
  switch (doc.id) {
    case 'search-properties':
    case 'auction-list':
      return { action: 'search', query: query as SearchQuery, auctionList: doc.id === 'auction-list' };
    case 'download-properties':
      return { action: 'download', query, fileType: (fileType ?? 'excel') as FileType, auction: false };
    case 'generate-report':
      return { action: 'report', propertyId: sent.property_id, address: sent.address };
    default:
      return null;
  }
}

export async function sendTryIt(
  fetchFn: typeof fetch,
  request: TryItRequest,
  now: () => number = () => performance.now(),
): Promise<TryItAnswer> {
  const started = now();
  const response = await fetchFn(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    credentials: 'omit',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: shown as text.
  }
  const headers = HEADERS_OF_INTEREST.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  return { status: response.status, statusText: response.statusText, headers, body, durationMs: Math.round(now() - started) };
}
