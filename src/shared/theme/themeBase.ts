/** Colours and breakpoints shared by the admin shell's theme and the light sign-in screens (no react-admin import here). */
export const PALETTE = { primary: { main: '#1b5e20' }, secondary: { main: '#0d47a1' } };

/** Breakpoints at the spec's 768 px (drawer below) and 1024 px (collapsed sidebar up to). */
export const BREAKPOINTS = { values: { xs: 0, sm: 768, md: 1025, lg: 1280, xl: 1536 } };

/**
 * The portal renders in the browser only, so media queries are read on the first render (MUI's default, for server
 * rendering, answers false first and renders every component that asks a second time once the real answer is known).
 */
export const CLIENT_ONLY_MEDIA_QUERIES = { MuiUseMediaQuery: { defaultProps: { noSsr: true } } };
