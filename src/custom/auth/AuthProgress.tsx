import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { AuthCard } from './AuthCard.tsx';

/** The hosted sign-in's in-between screens: a spinner with what is happening, or the error and a way back. */
export const AuthProgress = ({ error, doing }: { error: string | null; doing: string }) => (
  <AuthCard title="Signing you in">
    {error ? (
      <Stack spacing={2}>
        <Alert severity="error">{error}</Alert>
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      </Stack>
    ) : (
      <Stack spacing={2} alignItems="center">
        <PageSpinner />
        <Typography color="text.secondary">{doing}</Typography>
      </Stack>
    )}
  </AuthCard>
);
