/** The embedded widget's pages (issue 18), rendered outside the signed-in portal and its session. */
export type EmbedKind = 'search' | 'report' | 'auction-report';

/**
 * Which embedded page an address opens: /iframe always (the embedded search), /report and /auction-report only with
 * ?embed=… (without it they are the signed-in report pages). Kept tiny: Root imports it on every load.
 */
export function embedKind(pathname: string, search: string): EmbedKind | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/iframe') return 'search';
  if (!new URLSearchParams(search).has('embed')) return null;
  if (path === '/report') return 'report';
  if (path === '/auction-report') return 'auction-report';
  return null;
}

/** The message the embedded pages post to the website around them, so its script can size the iframe. */
export const HEIGHT_MESSAGE = 'propscout:height';
