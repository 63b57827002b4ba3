import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchError } from '../../dataProvider/search.ts';

/** A search failure as the catalogue words it; a credit-limit error offers the plans. */
export const SearchErrorAlert = ({ error, onRetry }: { error: SearchError; onRetry?: () => void }) => (
  <Alert
    severity={error.isCreditLimit ? 'warning' : 'error'}
    role="alert"
    action={
      error.isCreditLimit ? (
        <Button component={RouterLink} to="/subscription" color="inherit" size="small">
          View plans
        </Button>
      ) : onRetry ? (
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      ) : undefined
    }
  >
    {error.isCreditLimit ? <AlertTitle>Out of search credits</AlertTitle> : null}
    {error.message}
  </Alert>
);
