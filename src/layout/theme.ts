import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Breakpoints at the spec's 768 px (drawer below) and 1024 px (collapsed sidebar up to). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 768, md: 1025, lg: 1280, xl: 1536 } },
  palette: { primary: { main: '#1b5e20' }, secondary: { main: '#0d47a1' } },
  sidebar: { width: 260, closedWidth: 56 },
};
