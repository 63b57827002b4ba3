import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePlanState } from '../../auth/planState.ts';
import type { SearchError } from '../../dataProvider/search.ts';

/** A search failure as the catalogue words it; a 402 (credits, or a plan that ended) offers the plans. */
export const SearchErrorAlert = ({ error, onRetry }: { error: SearchError; onRetry?: () => void }) => {
  const plan = usePlanState();
  return (
    <Alert
      severity={error.status === 402 ? 'warning' : 'error'}
      role="alert"
      action={
        error.status === 402 ? (
          <Button component={RouterLink} to="/subscription#plans" color="inherit" size="small">
            {plan.subscription_status === 'trialing'
              ? 'Upgrade plan'
              : plan.subscription_status === 'active'
                ? 'Change plan'
                : 'View plans'}
          </Button>
        ) : onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {error.isCreditLimit ? (
        <AlertTitle>Out of search credits</AlertTitle>
      ) : error.status === 402 ? (
        <AlertTitle>Your plan does not cover searches</AlertTitle>
      ) : null}
      {error.message}
    </Alert>
  );
};
