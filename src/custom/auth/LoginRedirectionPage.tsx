import { Alert, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hostedSignInUrl } from '../../auth/hostedSignIn.ts';
import { hasFreeTrialMarker } from '../../auth/planState.ts';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { AuthCard } from './AuthCard.tsx';

/** /login/redirection: sends the browser to the provider's hosted page (authorization code with PKCE). */
const LoginRedirectionPage = () => {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    hostedSignInUrl({ provider: params.get('provider') ?? undefined, freeTrial: hasFreeTrialMarker(`?${params.toString()}`) }).then(
      (url) => window.location.assign(url),
      (failure: Error) => {
        console.error('Sign-in failed', failure);
        setError(failure.message);
      },
    );
  }, [params]);

  return (
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
          <Typography color="text.secondary">Taking you to the sign-in page…</Typography>
        </Stack>
      )}
    </AuthCard>
  );
};
export default LoginRedirectionPage;
