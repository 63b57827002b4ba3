import TourIcon from '@mui/icons-material/Tour';
import { Chip, Divider, Fab, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTour } from './TourContext.tsx';
import { TOUR_LIST } from './tourDefinitions.ts';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(27, 94, 32, 0.55); }
  70% { box-shadow: 0 0 0 14px rgba(27, 94, 32, 0); }
  100% { box-shadow: 0 0 0 0 rgba(27, 94, 32, 0); }
`;

export const isUnderProducts = (path: string) => path === '/products' || path.startsWith('/products/');

/** Spec section 2 'Product tour button': under /products while no tour runs; pulses while a tour is uncompleted. */
export const TourButton = () => {
  const { state, ready, completed, start } = useTour();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!isUnderProducts(pathname) || state.status === 'active' || !ready) return null;
  const pulsing = TOUR_LIST.some((tour) => !completed.includes(tour.id));
  return (
    <>
      <Fab
        id="product-tour-button"
        variant="extended"
        color="primary"
        size="medium"
        aria-haspopup="menu"
        data-pulsing={pulsing}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1210, animation: pulsing ? `${pulse} 2s infinite` : 'none' }}
      >
        <TourIcon sx={{ mr: 1 }} />
        Product Tour
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
