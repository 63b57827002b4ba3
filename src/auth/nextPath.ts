/** The page a signed-out visitor opened, kept for the tab so that sign-in returns there. */
const KEY = 'propscout.next-path';
const AUTH_SCREEN = /^\/(login|signup)?(\/|$)/;

export function rememberNextPath(location: { pathname: string; search: string } = window.location) {
  if (!AUTH_SCREEN.test(location.pathname)) sessionStorage.setItem(KEY, `${location.pathname}${location.search}`);
}

/** The remembered page (once), when it is a path of this site. */
export function takeNextPath(): string | undefined {
  const next = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return next && next.startsWith('/') && !next.startsWith('//') && !AUTH_SCREEN.test(next) ? next : undefined;
}
