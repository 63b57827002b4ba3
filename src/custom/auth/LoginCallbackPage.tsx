import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { completeSignIn } from '../../dataProvider/authProvider.ts';
import { completeHostedSignIn } from '../../auth/hostedSignIn.ts';
import { AuthProgress } from './AuthProgress.tsx';

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
      // A full page load from the hosted page: the admin, loaded next, reads the new identity.
      await navigate(await completeSignIn(tokens, freeTrial), { replace: true });
    })().catch((failure: Error) => {
      console.error('Sign-in failed', failure);
      setError(failure.message || 'The sign-in could not be completed.');
    });
  }, [navigate]);

  return <AuthProgress error={error} doing="Finishing sign-in…" />;
};
export default LoginCallbackPage;
