import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { reloadUser } from '../../auth/authProvider.ts';
import { apiRequest, fetchProfile, type Profile } from '../../auth/session.ts';
import { PageSpinner } from '../../layout/PageSpinner.tsx';

type Editable = Pick<Profile, 'firstname' | 'lastname' | 'phone' | 'company' | 'timezone'>;

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The user's profile, saved with PUT /users/update/. */
export const ProfileForm = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [values, setValues] = useState<Editable>({ firstname: '', lastname: '', phone: '', company: '', timezone: 'UTC' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchProfile().then(
      (loaded) => {
        setProfile(loaded);
        const { firstname, lastname, phone, company, timezone } = loaded;
        setValues({ firstname, lastname, phone, company, timezone });
      },
      (failure: Error) => setError(failure.message),
    );
  }, []);

  const set = (field: keyof Editable) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { json } = await apiRequest<Profile>('/users/update/', { method: 'PUT', body: JSON.stringify(values) });
      setProfile(json);
      reloadUser();
      refresh();
      notify('Your profile has been saved.', { type: 'success' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The profile could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  if (!profile) return error ? <Alert severity="error">{error}</Alert> : <PageSpinner />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {profile.email}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="First name" required value={values.firstname} onChange={set('firstname')} />
            <TextField label="Last name" required value={values.lastname} onChange={set('lastname')} />
            <TextField label="Phone" value={values.phone} onChange={set('phone')} />
            <TextField label="Company" value={values.company} onChange={set('company')} />
            <TextField label="Time zone" select value={values.timezone} onChange={set('timezone')} slotProps={{ select: { native: true } }}
              helperText="Automated emails go out at the hour you choose in this time zone.">
              {['UTC', ...TIME_ZONES.filter((zone) => zone !== 'UTC')].map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={busy || !values.firstname.trim() || !values.lastname.trim()}>
              {busy ? 'Saving…' : 'Save profile'}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
