import type { CheckboxProps, Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { ACCESSIBLE_DEFAULTS, BREAKPOINTS, CLIENT_ONLY_MEDIA_QUERIES, PALETTE } from './themeBase.ts';

/** The admin shell's theme: react-admin's default with the portal's colours and breakpoints. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: BREAKPOINTS,
  palette: PALETTE,
  sidebar: { width: 260, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    ...CLIENT_ONLY_MEDIA_QUERIES,
    ...ACCESSIBLE_DEFAULTS,
    // react-admin puts a row checkbox's aria-label ('Select this row') on MUI's wrapper span, leaving the checkbox input
    // itself unnamed: hand it to the input. A checkbox's own inputProps (e.g. react-admin's 'Select all') still win.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: CheckboxProps) => ({
            ...ownerState.inputProps,
            'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'],
          }),
        },
      },
    },
    // An unselected toggle's text is action.active (54% black), under 4.5:1 on the light grey of a results panel.
    MuiToggleButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) } },
    // Forms at a reading width, not stretched across a wide screen.
    RaSimpleForm: { styleOverrides: { root: { maxWidth: 840 } } },
    // A table wider than a phone scrolls inside its own box; the page itself never scrolls sideways. The table's wrapper
    // scrolls, not the list's content: that would clip the bulk-actions bar, which rises over the list's top toolbar.
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-content': { maxWidth: '100%' } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  },
};
