import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';

/** Step two of sign-up: the emailed confirmation code, with a way to get a new one. */
export const ConfirmSignupForm = (props: {
  email: string;
  error: string | null;
  notice: string | null;
  busy: boolean;
  localProvider: boolean;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) => {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) props.onConfirm(code.trim());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography>
          We sent a confirmation code to <strong>{props.email}</strong>. Enter it below to activate your account.
        </Typography>
        {props.localProvider && (
          <Typography variant="body2" color="text.secondary">
            Running PropScout locally: the code is printed by <code>npm start</code>.
          </Typography>
        )}
        {props.error && <Alert severity="error">{props.error}</Alert>}
        {props.notice && <Alert severity="success">{props.notice}</Alert>}
        <TextField
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={props.busy || !code.trim()}>
          {props.busy ? 'Confirming…' : 'Confirm and continue'}
        </Button>
        <Button onClick={props.onResend} disabled={props.busy}>
          Send a new code
        </Button>
      </Stack>
    </Box>
  );
};
