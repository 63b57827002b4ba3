import { useEffect, useState } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { completeSignIn } from '../../dataProvider/authProvider.ts';
import { describeCognitoError } from '../../auth/cognitoErrors.ts';
import { identityClient } from '../../auth/identityClient.ts';
import { hasFreeTrialMarker } from '../../auth/planState.ts';
import { loadRuntimeConfig, type RuntimeConfig } from '../../auth/runtimeConfig.ts';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import { ConfirmSignupForm } from './ConfirmSignupForm.tsx';
import { SignupDetailsForm, type SignupDetails } from './SignupDetailsForm.tsx';

/** /signup: details, then the confirmation code, then sign-in and registration with the backend. */
const SignupPage = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const freeTrial = hasFreeTrialMarker(`?${params.toString()}`);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const confirmEmail = params.get('confirm');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once confirmed, a retry only repeats sign-in and registration.
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    loadRuntimeConfig().then(setConfig, (failure: Error) => setError(failure.message));
  }, []);

  async function attempt(work: () => Promise<void>, overrides?: Record<string, string>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      console.error('Sign-up step failed', failure);
      setError(describeCognitoError(failure, overrides));
    } finally {
      setBusy(false);
    }
  }

  /** Sign in and register; registration is idempotent, so this step can simply be retried. */
  const finish = (account: SignupDetails) =>
    attempt(async () => {
      const { email, firstname, lastname } = account;
      const { signIn } = await identityClient();
      await navigate(await completeSignIn(await signIn(email, account.password), freeTrial, { email, firstname, lastname }), {
        replace: true,
      });
    });

  const create = (account: SignupDetails) =>
    attempt(async () => {
      const { signUp } = await identityClient();
      const { confirmed } = await signUp(account);
      setDetails(account);
      if (confirmed) await finish(account);
    });

  const confirm = (code: string) =>
    attempt(async () => {
      const email = details?.email ?? confirmEmail ?? '';
      if (!confirmed) await (await identityClient()).confirmSignUp(email, code);
      setConfirmed(true);
      if (details) await finish(details);
      else await navigate(`/login?confirmed=${encodeURIComponent(email)}`, { replace: true });
    });

  const resend = () =>
    attempt(async () => {
      await (await identityClient()).resendConfirmationCode(details?.email ?? confirmEmail ?? '');
      setNotice('A new code is on its way.');
    });

  if (!config) return error ? <AuthCard title="Create your account">{error}</AuthCard> : <PageSpinner />;
  const email = details?.email ?? confirmEmail;
  return email ? (
    <AuthCard title="Confirm your email">
      <ConfirmSignupForm
        email={email}
        error={error}
        notice={notice}
        busy={busy}
        localProvider={Boolean(config.identityEndpoint)}
        onConfirm={(code) => void confirm(code)}
        onResend={() => void resend()}
      />
    </AuthCard>
  ) : (
    <AuthCard title="Create your account" subtitle={freeTrial ? 'Start your free trial of PropScout.' : 'Start finding deals in minutes.'}>
      <SignupDetailsForm policy={config.passwordPolicy} error={error} busy={busy} onSubmit={(account) => void create(account)} />
      <Link component={RouterLink} to="/plans" sx={{ display: 'block', textAlign: 'center', mt: 2 }}>
        Compare plans
      </Link>
    </AuthCard>
  );
};
export default SignupPage;
