import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { reloadUser } from '../../dataProvider/authProvider.ts';
import type { Profile } from '../../auth/session.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ProfileChanges as Editable } from '../../dataProvider/users.ts';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { useProfile } from '../../shared/useProfile.ts';

const editable = ({ firstname, lastname, phone, company, timezone }: Profile): Editable => ({
  firstname,
  lastname,
  phone,
  company,
  timezone,
});

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The user's profile, saved with PUT /users/update/. */
export const ProfileForm = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const loaded = useProfile();
  const [edited, setValues] = useState<Editable | null>(null);
  const update = useMutation({
    mutationFn: (changes: Editable) => dataProvider.updateProfile(changes),
    onSuccess: () => {
      reloadUser();
      refresh();
      notify('Your profile has been saved.', { type: 'success' });
    },
  });
  const profile = update.data ?? loaded.data;
  const values = edited ?? (profile ? editable(profile) : null);
  const error = (update.error ?? loaded.error)?.message ?? null;
  const busy = update.isPending;

  const set = (field: keyof Editable) => (event: { target: { value: string } }) =>
    values && setValues({ ...values, [field]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values) update.mutate(values);
  }

  if (!profile || !values) return error ? <Alert severity="error">{error}</Alert> : <PageSpinner />;
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
            <TextField
              label="Time zone"
              select
              value={values.timezone}
              onChange={set('timezone')}
              slotProps={{ select: { native: true } }}
              helperText="Automated emails go out at the hour you choose in this time zone."
            >
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
