import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { describeCognitoError, sessionExpiredError } from '../../auth/cognitoErrors.ts';
import { identityClient } from '../../auth/identityClient.ts';
import { ensureFreshToken } from '../../auth/session.ts';

const OVERRIDES = {
  NotAuthorizedException: 'The current password is not correct.',
  LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
};

/** Password change through Cognito: current and new password (spec section 5). */
export const ChangePasswordForm = () => {
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (next !== repeat) return setError('The new passwords do not match.');
    setBusy(true);
    setError(null);
    try {
      // Cognito needs a live access token; a refresh that fails has already cleared the session and gone to /login.
      await ensureFreshToken().catch(() => Promise.reject(sessionExpiredError()));
      const { changePassword } = await identityClient();
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
      notify('Your password has been changed.', { type: 'success' });
    } catch (failure) {
      setError(describeCognitoError(failure, OVERRIDES));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Change password
        </Typography>
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
            <TextField
              label="Repeat new password"
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
            />
            <Button type="submit" variant="contained" disabled={busy || !current || !next || !repeat}>
              {busy ? 'Changing…' : 'Change password'}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
