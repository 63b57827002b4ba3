import EmailIcon from '@mui/icons-material/Email';
import { CreateButton } from 'react-admin';
import { EmptyState } from '../../shared/EmptyState.tsx';

export const EmailEmpty = () => (
  <EmptyState
    icon={<EmailIcon />}
    title="No automated emails yet"
    actions={<CreateButton label="New automated email" variant="contained" />}
  >
    An automated email sends the new listings of one of your saved searches to groups and contacts, as soon as they appear or as a daily or
    weekly digest.
  </EmptyState>
);
