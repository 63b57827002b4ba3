/**
 * A small RESO Web API (OData v4) client: an OAuth2 client-credentials token, cached until shortly before it expires and
 * fetched anew once when the server answers 401; pages read by URL (the first query, then each `@odata.nextLink`);
 * 429 (and 503) answers waited out for their Retry-After, bounded.
 */

export interface ODataClientOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  /** Tests inject a fetch that fails at a chosen request. */
  fetch?: typeof fetch;
  /** Waits `ms`; tests inject one that only records the wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds since the epoch; tests move it to expire the token. */
  now?: () => number;
  /** The longest a single Retry-After is waited (longer ones are cut to this). */
  maxRetryAfterSeconds?: number;
  /** Throttled answers in a row on one page before the sync gives up (the next run resumes at the same page). */
  maxThrottledTries?: number;
  /** Per request. */
  timeoutMs?: number;
}

export interface ODataPage {
  records: unknown[];
  nextLink: string | null;
}

/** A failure the sync reports as the feed's last error. */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Seconds a token is renewed ahead of its stated expiry (clock differences, the request's own time). */
const TOKEN_MARGIN_SECONDS = 60;
const DEFAULT_WAIT_SECONDS = 5;
const MAX_BODY_SHOWN = 300;

export function odataClient(options: ODataClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const maxWait = options.maxRetryAfterSeconds ?? 120;
  const maxThrottled = options.maxThrottledTries ?? 5;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let token: { value: string; expiresAt: number } | null = null;
  const stats = { tokensFetched: 0, throttledWaits: [] as number[] };

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    if (options.scope) body.set('scope', options.scope);
    const response = await doFetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new FeedError(`The token endpoint answered ${response.status}: ${await shortBody(response)}`, response.status);
    const json = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!json || typeof json.access_token !== 'string' || !json.access_token)
      throw new FeedError('The token endpoint answered without an access_token.');
    const lifetime = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : 3600;
    stats.tokensFetched++;
    token = { value: json.access_token, expiresAt: now() + Math.max(0, lifetime - TOKEN_MARGIN_SECONDS) * 1000 };
    return token.value;
  }

  const currentToken = async () => (token && now() < token.expiresAt ? token.value : fetchToken());

  /** One page: its records (`value`) and the next page's address. */
  async function getPage(url: string): Promise<ODataPage> {
    let refreshed = false;
    let throttled = 0;
    for (;;) {
      const bearer = await currentToken();
      const response = await doFetch(url, {
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 401 && !refreshed) {
        // Expired or revoked before its stated time: one new token, then the same page again.
        await response.body?.cancel();
        refreshed = true;
        token = null;
        continue;
      }
      if (response.status === 429 || response.status === 503) {
        await response.body?.cancel();
        throttled++;
        if (throttled > maxThrottled)
          throw new FeedError(
            `The feed answered ${response.status} ${throttled} times in a row; the next sync resumes here.`,
            response.status,
          );
        const seconds = Math.min(retryAfterSeconds(response.headers.get('retry-after'), now()) ?? DEFAULT_WAIT_SECONDS, maxWait);
        stats.throttledWaits.push(seconds);
        await sleep(seconds * 1000);
        continue;
      }
      if (!response.ok)
        throw new FeedError(`The feed answered ${response.status} for ${redacted(url)}: ${await shortBody(response)}`, response.status);
      const json = (await response.json().catch(() => null)) as { value?: unknown; '@odata.nextLink'?: unknown } | null;
      if (!json || !Array.isArray(json.value)) throw new FeedError(`The feed's answer for ${redacted(url)} is not an OData collection.`);
      const next = json['@odata.nextLink'];
      return { records: json.value, nextLink: typeof next === 'string' && next ? new URL(next, url).toString() : null };
    }
  }

  return { getPage, stats };
}

export type ODataClient = ReturnType<typeof odataClient>;

/** Retry-After as seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

async function shortBody(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.length > MAX_BODY_SHOWN ? `${text.slice(0, MAX_BODY_SHOWN)}…` : text || '(no body)';
}

/** An address as logs and the operator's status show it: the path and query, no credentials in the authority. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(an unreadable address)';
  }
}
