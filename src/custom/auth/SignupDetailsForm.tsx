import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { describePasswordProblems, passwordProblems } from '../../auth/passwordRules.ts';
import type { RuntimeConfig } from '../../auth/runtimeConfig.ts';

export interface SignupDetails {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step one of sign-up: names, email and a password checked against the pool's policy as it is typed. */
export const SignupDetailsForm = (props: {
  policy: RuntimeConfig['passwordPolicy'];
  error: string | null;
  busy: boolean;
  onSubmit: (details: SignupDetails) => void;
}) => {
  const { search } = useLocation();
  const [details, setDetails] = useState<SignupDetails>({ firstname: '', lastname: '', email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const set = (field: keyof SignupDetails) => (event: { target: { value: string } }) =>
    setDetails({ ...details, [field]: event.target.value });
  const problems = passwordProblems(details.password, props.policy);
  const invalid = {
    firstname: !details.firstname.trim(),
    lastname: !details.lastname.trim(),
    email: !EMAIL.test(details.email.trim()),
    password: problems.length > 0,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.values(invalid).some(Boolean)) return;
    props.onSubmit({ ...details, firstname: details.firstname.trim(), lastname: details.lastname.trim(), email: details.email.trim() });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <Stack direction="row" spacing={2}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            value={details.firstname}
            onChange={set('firstname')}
            error={touched && invalid.firstname}
            helperText={touched && invalid.firstname ? 'Required' : ' '}
            fullWidth
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            value={details.lastname}
            onChange={set('lastname')}
            error={touched && invalid.lastname}
            helperText={touched && invalid.lastname ? 'Required' : ' '}
            fullWidth
          />
        </Stack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={details.email}
          onChange={set('email')}
          error={touched && invalid.email}
          helperText={touched && invalid.email ? 'Enter a valid email address' : ' '}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={details.password}
          onChange={set('password')}
          error={touched && invalid.password}
          helperText={describePasswordProblems(problems) || 'Strong password.'}
        />
        <Button type="submit" variant="contained" size="large" disabled={props.busy}>
          {props.busy ? 'Creating your account…' : 'Create account'}
        </Button>
        <Link component={RouterLink} to={`/login${search}`} sx={{ textAlign: 'center' }}>
          Already have an account? Sign in
        </Link>
      </Stack>
    </Box>
  );
};
