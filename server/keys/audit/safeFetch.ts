import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { badRequest } from '../../lib/errors.ts';

export const FETCH_TIMEOUT_MS = 5_000;
export const MAX_PAGE_BYTES = 1024 * 1024;
export const MAX_REDIRECTS = 3;

export interface FetchedPage {
  /** The address that answered last (after redirects). */
  finalUrl: string;
  status: number;
  body: string;
  /** Whether the page was longer than MAX_PAGE_BYTES (only the first MAX_PAGE_BYTES were read). */
  truncated: boolean;
}

/** Why the page could not be read (the audit reports it as unreachable), as opposed to a refused address (a 400). */
export class Unreachable extends Error {
  constructor(
    message: string,
    readonly finalUrl: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface FetchOptions {
  /** AUDIT_ALLOW_PRIVATE: private, loopback and link-local addresses may be fetched (development and tests only). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests: a resolver other than the system's. */
  resolve?: (host: string) => Promise<string[]>;
  /** Another request than the audit's GET (outbound webhooks POST a signed JSON body). */
  request?: { method: 'POST'; headers: Record<string, string>; body: string };
  /** Redirects followed (default MAX_REDIRECTS); 0 answers a redirect as it is. */
  maxRedirects?: number;
  /** The field a refused address is reported under, and what the address is for (default: 'website', 'audited'). */
  refusal?: { field: string; purpose: string };
}

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an address is private, loopback, link-local, reserved or multicast (also as an IPv4-mapped IPv6 address). */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const systemResolve = async (host: string) => (await dns.lookup(host, { all: true })).map((entry) => entry.address);

/** The address to connect to: every address the name resolves to must be public (unless allowed), IPv4 first. */
async function checkedAddress(url: URL, options: FetchOptions): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new Unreachable(`The name ${host} could not be resolved.`, url.toString());
    }
  }
  if (!addresses.length) throw new Unreachable(`The name ${host} could not be resolved.`, url.toString());
  const refused = addresses.find(isPrivateAddress);
  if (refused && !options.allowPrivate)
    throw badRequest(
      `${host} resolves to a private or local address (${refused}); only public websites can be ${options.refusal?.purpose ?? 'audited'}.`,
      { [options.refusal?.field ?? 'website']: ['Private, loopback and link-local addresses are refused.'] },
    );
  return addresses.find((a) => net.isIP(a) === 4) ?? addresses[0]!;
}

/**
 * The SSRF guard alone, for an address kept to be fetched later (a webhook endpoint at registration): 400 when the name
 * resolves to a private address (unless allowed), Unreachable when it does not resolve. safeFetch checks again each time.
 */
export async function checkAddress(url: URL, options: FetchOptions): Promise<void> {
  await checkedAddress(url, options);
}

/** Checks the form of an address to audit: http or https, no credentials. 400 with the reason otherwise. */
export function auditUrl(text: string): URL {
  const trimmed = text.trim();
  // "example.com/page": a bare host name is taken as https.
  const withScheme = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$)/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw badRequest(`'${trimmed.slice(0, 200)}' is not a web address: enter one such as https://www.example.com.`, {
      website: ['Enter a full address such as https://www.example.com.'],
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest(`Only http and https addresses can be audited, not ${url.protocol.replace(/:$/, '')}.`, {
      website: ['The address must start with http:// or https://.'],
    });
  if (url.username || url.password)
    throw badRequest('The address may not contain a user name or password.', { website: ['Remove the credentials from the address.'] });
  if (!url.hostname)
    throw badRequest('The address has no host name.', { website: ['Enter a full address such as https://www.example.com.'] });
  return url;
}

/** One GET to a checked address, pinned to it (no second resolution can point elsewhere); no redirect followed. */
function getOnce(url: URL, address: string, deadline: number, maxBytes: number, options: FetchOptions) {
  const timeoutText = `The website did not answer within ${Math.round((options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000)} seconds.`;
  return new Promise<{ status: number; location: string | undefined; body: string; truncated: boolean }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new Unreachable(timeoutText, url.toString()));
    const family = net.isIP(address);
    const request = client.request(
      url,
      {
        method: options.request?.method ?? 'GET',
        headers: options.request
          ? { ...options.request.headers, 'content-length': String(Buffer.byteLength(options.request.body)) }
          : { 'user-agent': 'PropScout website audit', accept: 'text/html,*/*;q=0.5' },
        lookup: (_host, options, callback) => {
          // Node asks for every address (autoSelectFamily) or one of them.
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else (callback as (e: null, a: string, f: number) => void)(null, address, family);
        },
        timeout: remaining,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'),
            truncated,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (truncated) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size > maxBytes) {
            truncated = true;
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', (error) => (truncated ? undefined : reject(new Unreachable(error.message, url.toString()))));
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), remaining);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      clearTimeout(timer);
      const message = error.message === 'timeout' ? timeoutText : `The website could not be reached (${error.message}).`;
      reject(new Unreachable(message, url.toString()));
    });
    request.end(options.request?.body);
  });
}

/**
 * Fetches a page for the website audit: http and https only, every address (and every redirect's) resolved and refused
 * when private unless allowed, at most MAX_REDIRECTS redirects, FETCH_TIMEOUT_MS in all, at most MAX_PAGE_BYTES read.
 */
export async function safeFetch(start: URL, options: FetchOptions): Promise<FetchedPage> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const address = await checkedAddress(url, options);
    const answer = await getOnce(url, address, deadline, maxBytes, options);
    const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
    if (answer.status >= 300 && answer.status < 400 && answer.location && maxRedirects > 0) {
      if (redirects >= maxRedirects)
        throw new Unreachable(`The website redirected more than ${maxRedirects} times.`, url.toString(), answer.status);
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw new Unreachable('The website redirected to an address that is not valid.', url.toString(), answer.status);
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        throw new Unreachable(`The website redirected to a ${next.protocol} address.`, url.toString(), answer.status);
      url = next;
      continue;
    }
    return { finalUrl: url.toString(), status: answer.status, body: answer.body, truncated: answer.truncated };
  }
}
