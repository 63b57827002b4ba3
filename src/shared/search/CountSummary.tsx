import TollIcon from '@mui/icons-material/Toll';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { dateTime, plural } from '../format.ts';
import type { CountState } from './useMatchCount.ts';

export interface Credits {
  balance: number | null;
  costPerPage: number;
}

/** The free count before applying, and what viewing the results will cost. */
export const CountSummary = ({ state, credits }: { state: CountState; credits: Credits }) => {
  const cost = state.status === 'done' ? state.answer.credit_cost : credits.costPerPage;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }} id="search-count" aria-live="polite">
      {state.status === 'idle' ? <Typography color="text.secondary">Enter a location to see how many properties match.</Typography> : null}
      {state.status === 'loading' ? (
        <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-hidden /> Counting matching properties…
        </Typography>
      ) : null}
      {state.status === 'done' ? (
        <Typography>
          <Box component="strong" sx={{ fontSize: '1.25rem' }}>
            {state.answer.count.toLocaleString('en-US')}
          </Box>{' '}
          matching {state.answer.count === 1 ? 'property' : 'properties'}
        </Typography>
      ) : null}
      {state.status === 'error' ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {state.error.message}
        </Alert>
      ) : null}
      <Typography
        variant="body2"
        color="text.secondary"
        id="search-credit-cost"
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}
      >
        <TollIcon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
        <span>
          {state.status === 'done' && state.answer.count === 0
            ? 'Nothing matches, so applying uses no credit.'
            : state.status === 'done' && state.answer.paid_until
              ? `These filters are paid for until ${dateTime(state.answer.paid_until)}: their pages and sorts are free.`
              : `Applying uses ${plural(cost, 'credit')} for these filters; their other pages and sorts are then free for 24 hours. Counts are free.`}
          {credits.balance !== null ? ` You have ${plural(credits.balance, 'credit')} left.` : ''}
          {credits.balance !== null && state.status === 'done' && state.answer.count > 0 && cost > 0
            ? credits.balance >= cost
              ? ` Balance after applying: ${plural(credits.balance - cost, 'credit')}.`
              : ' That is not enough to apply them.'
            : ''}
        </span>
      </Typography>
    </Box>
  );
};
