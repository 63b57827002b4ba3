import { Alert, Box, Button, Divider, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { passwordSignIn } from '../../dataProvider/authProvider.ts';
import { describeCognitoError, errorCode } from '../../auth/cognitoErrors.ts';
import { takeNextPath } from '../../auth/nextPath.ts';
import { AuthCard } from './AuthCard.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** The page a signed-out visitor opened (react-admin passes it in the location state), to return to after sign-in. */
export function afterSignIn(state: unknown): string | undefined {
  const next = state as { nextPathname?: unknown; nextSearch?: unknown } | null;
  if (!next || typeof next.nextPathname !== 'string' || !next.nextPathname.startsWith('/') || next.nextPathname.startsWith('//'))
    return undefined;
  if (/^\/(login|signup)?(\/|$)/.test(next.nextPathname)) return undefined;
  return `${next.nextPathname}${typeof next.nextSearch === 'string' ? next.nextSearch : ''}`;
}

/** /login: email and password through USER_PASSWORD_AUTH, or the provider's hosted page. Outside the admin shell: no react-admin here. */
const LoginPage = () => {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [forgot, setForgot] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const confirmedEmail = new URLSearchParams(search).get('confirmed');
  const [email, setEmail] = useState(confirmedEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const home = await passwordSignIn(email.trim(), password);
      await navigate(afterSignIn(state) ?? takeNextPath() ?? home, { replace: true });
    } catch (failure) {
      console.error('Sign-in failed', failure);
      if (errorCode(failure) === 'UserNotConfirmedException') {
        await navigate(`/signup?confirm=${encodeURIComponent(email.trim())}`);
        return;
      }
      setError(describeCognitoError(failure));
      setBusy(false);
    }
  }

  if (forgot) {
    return (
      <AuthCard title="Reset your password" subtitle="We will send a code to your email.">
        <ForgotPasswordForm
          initialEmail={email}
          onDone={(changedFor) => {
            setForgot(false);
            if (changedFor) {
              setEmail(changedFor);
              setPassword('');
              setPasswordChanged(true);
            }
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" subtitle="Find, analyse and act on investment properties.">
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {confirmedEmail && !error && !passwordChanged && <Alert severity="success">Your email is confirmed. Sign in to continue.</Alert>}
          {passwordChanged && !error && <Alert severity="success">Your password is changed. Sign in with the new one.</Alert>}
          <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
          <Link component="button" type="button" onClick={() => setForgot(true)} sx={{ alignSelf: 'flex-end' }}>
            Forgot your password?
          </Link>
          <Divider>or</Divider>
          <Button variant="outlined" component={RouterLink} to={`/login/redirection${search}`}>
            Continue with a social account
          </Button>
          <Link component={RouterLink} to={`/signup${search}`} sx={{ textAlign: 'center' }}>
            New to PropScout? Create an account
          </Link>
          <Link component={RouterLink} to="/plans" sx={{ textAlign: 'center' }}>
            Compare plans and start a free trial
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
};
export default LoginPage;
