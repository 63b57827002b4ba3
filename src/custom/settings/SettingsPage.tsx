import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /settings: profile and password. */
const SettingsPage = () => (
  <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
    <Title title="Settings" />
    <ProfileForm />
    <ChangePasswordForm />
  </Stack>
);
export default SettingsPage;
