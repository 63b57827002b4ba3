import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePlanState } from '../../auth/planState.ts';
import type { SearchError } from '../../dataProvider/search.ts';

/**
 * A search failure as the catalogue words it; a 402 (credits, or a plan that ended) offers the plans: on a plan, the
 * subscription screen; without one, /product-select, which the server's message names (it offers the free trial while
 * the user may still start it, and the plans).
 */
export const SearchErrorAlert = ({ error, onRetry }: { error: SearchError; onRetry?: () => void }) => {
  const plan = usePlanState();
  const onPlan = plan.subscription_status === 'trialing' || plan.subscription_status === 'active';
  return (
    <Alert
      severity={error.status === 402 ? 'warning' : 'error'}
      role="alert"
      action={
        error.status === 402 ? (
          <Button component={RouterLink} to={onPlan ? '/subscription#plans' : '/product-select'} color="inherit" size="small">
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
