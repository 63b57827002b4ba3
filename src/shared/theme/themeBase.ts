/** Colours and breakpoints shared by the admin shell's theme and the light sign-in screens (no react-admin import here). */
export const PALETTE = {
  primary: { main: '#1b5e20' },
  secondary: { main: '#0d47a1' },
  // MUI's default orange (#ed6c02) and light blue (#0288d1) are under 4.5:1 against white, as chip fill behind white
  // text and as outlined-chip text: these darker shades keep AA contrast (5.0:1 and 7.4:1) in both.
  warning: { main: '#b45309' },
  info: { main: '#01579b' },
  // Text on a coloured fill is black or white by WCAG AA's 4.5:1, not MUI's default 3:1.
  contrastThreshold: 4.5,
};

/** Breakpoints at the spec's 768 px (drawer below) and 1024 px (collapsed sidebar up to). */
export const BREAKPOINTS = { values: { xs: 0, sm: 768, md: 1025, lg: 1280, xl: 1536 } };

/**
 * The portal renders in the browser only, so media queries are read on the first render (MUI's default, for server
 * rendering, answers false first and renders every component that asks a second time once the real answer is known).
 */
export const CLIENT_ONLY_MEDIA_QUERIES = { MuiUseMediaQuery: { defaultProps: { noSsr: true } } };

/** Defaults that give MUI parts an accessible name where callers (react-admin among them) pass none. */
export const ACCESSIBLE_DEFAULTS = {
  // A spinner is a progressbar: unnamed, screen readers announce nothing useful (axe: aria-progressbar-name).
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
};
