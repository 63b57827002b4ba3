/** The embeddable widget's snippets and the origin rule of contract 18 (PUT /keys/{id}/origins/). */

export type WidgetType = 'search' | 'report' | 'auction-report';

export const WIDGET_TYPES: { value: WidgetType; label: string; help: string }[] = [
  { value: 'search', label: 'Property search', help: 'Visitors search listings and open their reports.' },
  { value: 'report', label: 'Property report', help: 'The full report of one listing (its property id).' },
  { value: 'auction-report', label: 'Auction report', help: 'The report of one auction listing, with the maximum bid.' },
];

/** The server keeps at most this many origins per key. */
export const MAX_ORIGINS = 20;

const HTTPS_ORIGIN = /^https:\/\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
const LOCALHOST_ORIGIN = /^http:\/\/localhost(:\d{1,5})?$/;

/**
 * Why an origin is not accepted, or null when it is: "https://host[:port]" or "http://localhost[:port]", nothing after
 * the host (no path, query or trailing slash), a port from 1 to 65535.
 */
export function originProblem(origin: string): string | null {
  const value = origin.trim();
  if (!value) return 'Enter a website address.';
  if (/^http:\/\//i.test(value) && !/^http:\/\/localhost(:|$)/i.test(value))
    return 'Use https:// (plain http is allowed only for localhost).';
  if (!/^https?:\/\//i.test(value)) return 'Start with https://, e.g. https://www.example.com';
  const port = /:(\d+)$/.exec(value.replace(/^https?:\/\//i, ''))?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return 'The port must be between 1 and 65535.';
  const lower = value.toLowerCase();
  if (HTTPS_ORIGIN.test(lower) || LOCALHOST_ORIGIN.test(lower)) return null;
  if (/^https?:\/\/[^/?#]+[/?#]/i.test(value))
    return 'Only the website’s origin: no path, query or trailing slash (e.g. https://www.example.com).';
  return 'Not a website origin; write it as https://host or https://host:port.';
}

/** An origin as the server compares it (scheme and host are case-insensitive). */
export const normalizeOrigin = (origin: string) => origin.trim().toLowerCase();

export interface SnippetOptions {
  /** The portal's address (PUBLIC_URL), e.g. https://portal.example.com */
  portalUrl: string;
  embedId: string;
  type: WidgetType;
  /** For the report widgets: the listing's id (a placeholder when empty). */
  propertyId?: string;
}

const PROPERTY_PLACEHOLDER = 'PROPERTY_ID';
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The widget page's address: /iframe?embed=…, /report?embed=…&property_id=…, /auction-report?embed=…&property_id=… */
export function widgetUrl({ portalUrl, embedId, type, propertyId }: SnippetOptions): string {
  const base = portalUrl.replace(/\/+$/, '');
  const params = new URLSearchParams({ embed: embedId });
  if (type === 'search') return `${base}/iframe?${params}`;
  params.set('property_id', propertyId?.trim() || PROPERTY_PLACEHOLDER);
  return `${base}/${type}?${params}`;
}

const TITLES: Record<WidgetType, string> = {
  search: 'PropScout property search',
  report: 'PropScout property report',
  'auction-report': 'PropScout auction report',
};

/** The plain iframe: a fixed height the website may change. */
export function iframeSnippet(options: SnippetOptions): string {
  return `<iframe src="${escapeAttr(widgetUrl(options))}" title="${TITLES[options.type]}" width="100%" height="900" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/**
 * The iframe plus a small script that sets its height from the widget's `propscout:height` messages, accepted only
 * from the portal's origin and from that very iframe.
 */
export function scriptSnippet(options: SnippetOptions): string {
  const id = `propscout-${options.embedId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const origin = new URL(options.portalUrl).origin;
  return [
    `<iframe id="${id}" src="${escapeAttr(widgetUrl(options))}" title="${TITLES[options.type]}" width="100%" height="600" style="border:0;max-width:100%"></iframe>`,
    '<script>',
    '  window.addEventListener("message", function (event) {',
    `    var frame = document.getElementById("${id}");`,
    `    if (!frame || event.origin !== "${origin}" || event.source !== frame.contentWindow) return;`,
    '    if (event.data && event.data.type === "propscout:height" && event.data.height > 0) frame.style.height = event.data.height + "px";',
    '  });',
    '</script>',
  ].join('\n');
}
