import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { TooltipRenderProps } from 'react-joyride';
import { useTour } from './TourContext.tsx';
import { currentStepAccepts } from './tourDom.ts';
import { stepOf } from './tourMachine.ts';
import { TOUR_TIMING } from './tourTiming.ts';

const HINT = {
  click: 'Click the highlighted button to continue.',
  input: 'Type a value to continue.',
  select: 'Choose a value to continue.',
} as const;

/** Whether the step's action is done, re-read from the page while the step shows (MUI selects fire no DOM event). */
function useAccepted() {
  const { state } = useTour();
  const [accepted, setAccepted] = useState(() => currentStepAccepts(state));
  useEffect(() => {
    const check = () => setAccepted(currentStepAccepts(state));
    check();
    const timer = setInterval(check, TOUR_TIMING.transitionMs);
    return () => clearInterval(timer);
  }, [state]);
  return accepted;
}

/** The tour's tooltip in the app's own look; its buttons drive the tour engine, not react-joyride. */
export const TourTooltip = ({ index, size, isLastStep, tooltipProps }: TooltipRenderProps) => {
  const tour = useTour();
  const accepted = useAccepted();
  const current = stepOf(tour.state);
  if (!current) return null;
  const { step } = current;
  return (
    <Paper {...tooltipProps} elevation={8} data-testid="tour-tooltip" sx={{ p: 2, width: 360, maxWidth: 'calc(100vw - 24px)' }}>
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {step.title}
        </Typography>
        <IconButton size="small" aria-label="Close the tour" onClick={() => tour.end('close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {step.content}
      </Typography>
      {!accepted && (step.action || step.waitHint) ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {step.action ? HINT[step.action] : step.waitHint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
          {index + 1} of {size}
        </Typography>
        <Button size="small" onClick={() => tour.end('skip')}>
          Skip
        </Button>
        {index > 0 ? (
          <Button size="small" onClick={tour.back}>
            Back
          </Button>
        ) : null}
        {isLastStep ? (
          <Button size="small" variant="contained" onClick={tour.finish}>
            Finish
          </Button>
        ) : step.action === 'click' ? null : (
          <Button size="small" variant="contained" onClick={tour.next} disabled={!accepted}>
            Next
          </Button>
        )}
      </Box>
    </Paper>
  );
};
