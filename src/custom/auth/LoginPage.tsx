import { Alert, Box, Button, Divider, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { passwordSignIn } from '../../auth/authProvider.ts';
import { describeCognitoError, errorCode } from '../../auth/cognitoErrors.ts';
import { AuthCard } from './AuthCard.tsx';

/** /login: email and password through USER_PASSWORD_AUTH, or the provider's hosted page. Outside the admin shell: no react-admin here. */
const LoginPage = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
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
      await navigate(await passwordSignIn(email.trim(), password), { replace: true });
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

  return (
    <AuthCard title="Sign in" subtitle="Find, analyse and act on investment properties.">
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {confirmedEmail && !error && <Alert severity="success">Your email is confirmed. Sign in to continue.</Alert>}
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
          <Divider>or</Divider>
          <Button variant="outlined" component={RouterLink} to={`/login/redirection${search}`}>
            Continue with a social account
          </Button>
          <Link component={RouterLink} to={`/signup${search}`} sx={{ textAlign: 'center' }}>
            New to PropScout? Create an account
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
};
export default LoginPage;
