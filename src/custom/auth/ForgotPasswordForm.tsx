import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { identityClient } from '../../auth/identityClient.ts';
import { describeCognitoError } from '../../auth/cognitoErrors.ts';

interface Props {
  initialEmail: string;
  /** Back to sign-in; with the email when the password was changed. */
  onDone: (changedFor: string | null) => void;
}

const CODE_ERRORS = {
  CodeMismatchException: 'That code is not right: check the email and try again.',
  ExpiredCodeException: 'That code has expired: ask for a new one.',
};

/** Forgot password: ForgotPassword sends a code to the email, ConfirmForgotPassword sets the new password with it. */
export const ForgotPasswordForm = ({ initialEmail, onDone }: Props) => {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(describeCognitoError(failure, CODE_ERRORS));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { forgotPassword } = await identityClient();
      await forgotPassword(email.trim());
      setSent(true);
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { confirmForgotPassword } = await identityClient();
      await confirmForgotPassword(email.trim(), code.trim(), password);
      onDone(email.trim());
    });
  };

  return (
    <Box component="form" onSubmit={sent ? confirm : sendCode} noValidate>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {sent ? (
          <>
            <Alert severity="info">We sent a code to {email.trim()}. Enter it with your new password.</Alert>
            <TextField label="Code" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim() || !password}>
              {busy ? 'Saving…' : 'Set new password'}
            </Button>
          </>
        ) : (
          <>
            <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" variant="contained" size="large" disabled={busy || !email.trim()}>
              {busy ? 'Sending…' : 'Send me a code'}
            </Button>
          </>
        )}
        <Link component="button" type="button" onClick={() => onDone(null)} sx={{ textAlign: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
};
