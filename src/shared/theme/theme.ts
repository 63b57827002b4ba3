import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS, CLIENT_ONLY_MEDIA_QUERIES, PALETTE } from './themeBase.ts';

/** The admin shell's theme: react-admin's default with the portal's colours and breakpoints. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: BREAKPOINTS,
  palette: PALETTE,
  sidebar: { width: 260, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    ...CLIENT_ONLY_MEDIA_QUERIES,
    // Forms at a reading width, not stretched across a wide screen.
    RaSimpleForm: { styleOverrides: { root: { maxWidth: 840 } } },
    // A table wider than a phone scrolls inside its own box; the page itself never scrolls sideways. The table's wrapper
    // scrolls, not the list's content: that would clip the bulk-actions bar, which rises over the list's top toolbar.
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-content': { maxWidth: '100%' } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  },
};
