import { Alert, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { reloadUser } from '../../auth/authProvider.ts';
import { completeHostedSignIn } from '../../auth/hostedSignIn.ts';
import { ensureRegistered, startSession } from '../../auth/session.ts';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { AuthCard } from './AuthCard.tsx';

/** /login/callback: exchanges the hosted page's code for tokens, registers if new, reloads the user. */
const LoginCallbackPage = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A code can be exchanged once; React's development double-run must not spend it twice.
    if (started.current) return;
    started.current = true;
    (async () => {
      const { freeTrial, ...tokens } = await completeHostedSignIn(new URLSearchParams(window.location.search));
      startSession(tokens, freeTrial);
      await ensureRegistered(freeTrial);
      reloadUser();
      navigate('/products/lists/new-search', { replace: true });
    })().catch((failure: Error) => {
      console.error('Sign-in failed', failure);
      setError(failure.message || 'The sign-in could not be completed.');
    });
  }, [navigate]);

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
          <Typography color="text.secondary">Finishing sign-in…</Typography>
        </Stack>
      )}
    </AuthCard>
  );
};
export default LoginCallbackPage;
