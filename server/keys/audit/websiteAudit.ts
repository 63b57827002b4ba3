import type { KeysRepository } from '../keysRepository.ts';
import { normalOrigin } from '../origins.ts';
import type { AuditCheck, AuditReport } from '../schemas.ts';
import { auditUrl, safeFetch, Unreachable, type FetchOptions } from './safeFetch.ts';

const WIDGET_PAGES = ['/iframe', '/report', '/auction-report'];
const EMBED_ID = /^emb_[A-Za-z0-9_-]{1,40}$/;

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/gi, '&')
    .replace(/&#38;/g, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#x2F;/gi, '/');

/** The widget's embed id in the page: an iframe (or script) src to /iframe, /report or /auction-report with ?embed=emb_…. */
export function findSnippet(html: string, pageUrl: string): { embedId: string; src: string } | null {
  const sources = [...html.matchAll(/<(?:iframe|script)\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  // A script snippet may build the iframe's address in code: any such address in the text counts too.
  const inText = [...html.matchAll(/(?:https?:)?\/\/[^\s"'<>]+\/(?:iframe|report|auction-report)\/?\?[^\s"'<>]*/gi)].map((m) => m[0]);
  for (const raw of [...sources, ...inText]) {
    let url: URL;
    try {
      url = new URL(decodeEntities(raw), pageUrl);
    } catch {
      continue;
    }
    const embedId = url.searchParams.get('embed');
    if (WIDGET_PAGES.includes(url.pathname.replace(/\/$/, '')) && embedId && EMBED_ID.test(embedId))
      return { embedId, src: url.toString() };
  }
  return null;
}

/**
 * The website audit: fetches the page where the widget should be installed and reports whether the snippet is there,
 * with a key that exists and allows that website's origin, over HTTPS, and what to fix. A bad address is a 400.
 */
export function websiteAudit(keys: Pick<KeysRepository, 'byEmbedId'>, settings: FetchOptions & { publicUrl: string }) {
  return async function audit(website: string, userId: number): Promise<AuditReport> {
    const start = auditUrl(website);
    let finalUrl = start.toString();
    let status: number | null = null;
    let body = '';
    let reachable = false;
    let failure = '';
    try {
      const page = await safeFetch(start, settings);
      finalUrl = page.finalUrl;
      status = page.status;
      body = page.body;
      reachable = page.status >= 200 && page.status < 300;
      if (!reachable) failure = `The page answered HTTP ${page.status}.`;
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      finalUrl = error.finalUrl;
      status = error.status;
      failure = error.message;
    }
    const isHttps = new URL(finalUrl).protocol === 'https:';
    const origin = normalOrigin(new URL(finalUrl).origin);
    const snippet = reachable ? findSnippet(body, finalUrl) : null;
    const key = snippet ? await keys.byEmbedId(snippet.embedId) : undefined;
    const originAllowed = Boolean(key && origin && key.allowed_origins.includes(origin));
    const siteOrigin = new URL(finalUrl).origin;

    const checks: AuditCheck[] = [
      {
        id: 'reachable',
        label: 'Website can be reached',
        ok: reachable,
        detail: reachable ? `${finalUrl} answered HTTP ${status}.` : failure,
      },
      {
        id: 'https',
        label: 'Served over HTTPS',
        // A page that never answered was served over nothing: the address's scheme alone proves no certificate works.
        ok: reachable && isHttps,
        detail: !isHttps
          ? 'The page is served over plain HTTP.'
          : reachable
            ? 'The page is served over HTTPS.'
            : 'Not checked: the page could not be reached over HTTPS.',
      },
      {
        id: 'snippet',
        label: 'PropScout widget snippet installed',
        ok: Boolean(snippet),
        detail: snippet
          ? `Found the widget ${snippet.embedId} (${snippet.src}).`
          : reachable
            ? 'No PropScout widget iframe (/iframe?embed=emb_…) was found in the page.'
            : 'The page could not be read.',
      },
      {
        id: 'key',
        label: "Widget's API key is valid",
        ok: Boolean(key),
        detail: !snippet
          ? 'No widget found.'
          : key
            ? 'The widget belongs to an existing API key.'
            : `No API key has the widget id ${snippet.embedId} (deleted?).`,
      },
      {
        id: 'origin',
        label: 'This website is allowed to show the widget',
        ok: originAllowed,
        detail: !key
          ? 'No valid widget found.'
          : originAllowed
            ? `${siteOrigin} is among the key's allowed websites.`
            : `${siteOrigin} is not among the key's allowed websites, so browsers will refuse to show the widget there.`,
      },
    ];
    const fixes: string[] = [];
    if (!reachable) fixes.push(`Make sure ${finalUrl} is online and answers with the page (${failure})`);
    if (!isHttps) fixes.push(`Serve the page over HTTPS (https://${new URL(finalUrl).host}).`);
    if (reachable && !snippet)
      fixes.push(
        `Copy the snippet from Integrations › Full report and paste it into the page: <iframe src="${settings.publicUrl}/iframe?embed=emb_…">.`,
      );
    if (snippet && !key) fixes.push('The snippet names a widget whose key was deleted: copy a new snippet from a current key.');
    if (key && !originAllowed)
      fixes.push(
        origin
          ? `Add ${origin} to the key's allowed websites (Integrations › Full report).`
          : `Serve the page over HTTPS: only https:// websites (and http://localhost) can be allowed to embed the widget.`,
      );
    return {
      website,
      final_url: finalUrl,
      https: isHttps,
      reachable,
      status,
      snippet_found: Boolean(snippet),
      embed_id: snippet?.embedId ?? null,
      key_name: key && key.user_id === userId ? key.name : null,
      key_valid: Boolean(key),
      origin_allowed: originAllowed,
      checks,
      fixes,
    };
  };
}
