import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hostedSignInUrl } from '../../auth/hostedSignIn.ts';
import { hasFreeTrialMarker } from '../../auth/planState.ts';
import { AuthProgress } from './AuthProgress.tsx';

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

  return <AuthProgress error={error} doing="Taking you to the sign-in page…" />;
};
export default LoginRedirectionPage;
