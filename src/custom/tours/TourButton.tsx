import TourIcon from '@mui/icons-material/Tour';
import { Box, Chip, Divider, Fab, ListItemText, Menu, MenuItem, Typography, useMediaQuery, useTheme, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useTour } from './TourContext.tsx';
import { TOUR_LIST } from './tourDefinitions.ts';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(27, 94, 32, 0.55); }
  70% { box-shadow: 0 0 0 14px rgba(27, 94, 32, 0); }
  100% { box-shadow: 0 0 0 0 rgba(27, 94, 32, 0); }
`;

export const isUnderProducts = (path: string) => path === '/products' || path.startsWith('/products/');

/** The button's height (MUI's medium Fab) and its distance from the window's edges, px. */
const BUTTON_SIZE = 48;
const BUTTON_MARGIN = 16;
/** Room left under the page's content, so its end (a table's last row, a pager) can always be scrolled clear of the button. */
export const TOUR_BUTTON_CLEARANCE = BUTTON_SIZE + 2 * BUTTON_MARGIN;

/**
 * Where the button (and the tour offer above it) float: bottom-left of the page's content, right of the docked sidebar,
 * so a short window never puts it over a menu item (react-admin's sidebar is as tall as the window and scrolls its
 * menu under anything floating there); it follows the sidebar as it opens and closes. On phones the sidebar is a drawer
 * over the page: the button sits at the window's edge, beneath drawers (MUI's floating-button layer), so an open menu
 * or the filter sheet covers it.
 */
export function useTourFloatPosition() {
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [sidebarOpen] = useSidebarState();
  const sidebarWidth = docked ? (sidebarOpen ? theme.sidebar.width : theme.sidebar.closedWidth) : 0;
  return {
    left: sidebarWidth + BUTTON_MARGIN,
    zIndex: theme.zIndex.speedDial,
    /** The sidebar's own timing, so both move together. */
    leftTransition: theme.transitions.create('left', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  };
}

/**
 * Spec section 2 'Product tour button': under /products while no tour runs; pulses while a tour is uncompleted. It floats
 * bottom-left of the content (never over the sidebar's menu), so the pages under /products keep room below their content
 * for it (kept while a tour runs: the page does not jump); on a phone it is a round icon button, covering as little as it
 * can.
 */
export const TourButton = () => {
  const { state, ready, completed, start } = useTour();
  const { pathname } = useLocation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const float = useTourFloatPosition();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!isUnderProducts(pathname)) return null;
  const clearance = <Box aria-hidden data-testid="product-tour-clearance" sx={{ flex: 'none', height: TOUR_BUTTON_CLEARANCE }} />;
  if (state.status === 'active' || !ready) return clearance;
  const pulsing = TOUR_LIST.some((tour) => !completed.includes(tour.id));
  return (
    <>
      {clearance}
      <Fab
        id="product-tour-button"
        variant={phone ? 'circular' : 'extended'}
        color="primary"
        size="medium"
        aria-label={phone ? 'Product Tour' : undefined}
        title={phone ? 'Product Tour' : undefined}
        aria-haspopup="menu"
        data-pulsing={pulsing}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          position: 'fixed',
          left: float.left,
          bottom: BUTTON_MARGIN,
          zIndex: float.zIndex,
          // The Fab's own transitions (colour, shadow) kept beside the sidebar's.
          transition: `${theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
            duration: theme.transitions.duration.short,
          })}, ${float.leftTransition}`,
          animation: pulsing ? `${pulse} 2s infinite` : 'none',
        })}
      >
        <TourIcon sx={phone ? undefined : { mr: 1 }} />
        {phone ? null : 'Product Tour'}
      </Fab>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': 'Product tours' } }}
      >
        {TOUR_LIST.map((tour) => (
          <MenuItem
            key={tour.id}
            onClick={() => {
              setAnchor(null);
              start(tour.id);
            }}
            sx={{ gap: 2, minWidth: 280 }}
          >
            <ListItemText primary={tour.name} secondary={tour.description} />
            {completed.includes(tour.id) ? <Chip size="small" color="success" label="Completed" /> : null}
          </MenuItem>
        ))}
        <Divider />
        <Typography variant="caption" color="text.secondary" component="li" sx={{ display: 'block', px: 2, py: 0.5 }}>
          Click any tour to start or restart it
        </Typography>
      </Menu>
    </>
  );
};
