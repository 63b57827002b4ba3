import { Button, ClickAwayListener, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isUnderProducts, useTourFloatPosition } from './TourButton.tsx';
import { useTour } from './TourContext.tsx';
import { markOffered, wasOffered } from './tourStorage.ts';

/** How long the offer stays when the user does not answer it. */
export const OFFER_VISIBLE_MS = 20_000;

/** A new user is offered the welcome tour once, on the first visit of the signed-in area (non-modal: nothing is blocked). */
export const TourOffer = () => {
  const { state, ready, completed, start } = useTour();
  const { pathname } = useLocation();
  // Read once per visit: a first visit is one without the offered mark.
  const [firstVisit] = useState(() => !wasOffered());
  const [dismissed, setDismissed] = useState(false);
  const float = useTourFloatPosition();
  const open = firstVisit && !dismissed && ready && state.status === 'inactive' && completed.length === 0 && isUnderProducts(pathname);
  const setOpen = (value: false) => setDismissed(!value);

  useEffect(() => {
    if (open) markOffered();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), OFFER_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!open) return null;
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Paper
        role="dialog"
        aria-label="Take the welcome tour"
        elevation={6}
        sx={{
          position: 'fixed',
          left: float.left,
          bottom: 80,
          zIndex: float.zIndex,
          transition: float.leftTransition,
          p: 2,
          width: 320,
          maxWidth: `calc(100vw - ${float.left + 16}px)`,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          New to PropScout?
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Take a one-minute tour of the portal. You can start it again any time from the Product Tour button.
        </Typography>
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
          <Button size="small" onClick={() => setOpen(false)}>
            Not now
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              setOpen(false);
              start('welcome');
            }}
          >
            Start the tour
          </Button>
        </Stack>
      </Paper>
    </ClickAwayListener>
  );
};
