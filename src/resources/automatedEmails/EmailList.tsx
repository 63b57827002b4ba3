import { TitledList } from '../../shared/TitledList.tsx';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Button, CreateButton, DataTable, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { BulkDeleteConfirmButton } from '../../shared/records/BulkDeleteConfirmButton.tsx';
import { dateTime } from '../../shared/format.ts';
import { EmailEmpty } from './EmailEmpty.tsx';
import { EmailSendNowButton } from './EmailSendNowButton.tsx';
import { EmailStatusSwitch } from './EmailStatusSwitch.tsx';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import { scheduleText } from './emailTypes.ts';
import { EMAIL_LOGS } from '../../dataProvider/resourceNames.ts';
import { SharedChip } from '../saved-searches/SharingControl.tsx';

const Column = DataTable.Col<AutomatedEmail>;

const EmailListActions = () => (
  <TopToolbar>
    <Button label="Email logs" component={Link} to={`/${EMAIL_LOGS}`}>
      <ListAltIcon />
    </Button>
    <CreateButton label="New automated email" />
  </TopToolbar>
);

const NameCell = ({ email }: { email: AutomatedEmail }) => (
  <Box>
    <Typography variant="body2">{email.name}</Typography>
    <Typography variant="caption" color={email.saved_search_name ? 'text.secondary' : 'error'}>
      {email.saved_search_name ? `Search: ${email.saved_search_name}` : 'Saved search deleted: choose another'}
    </Typography>
  </Box>
);

export const EmailList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <TitledList title="Automated emails" actions={<EmailListActions />} empty={<EmailEmpty />} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable<AutomatedEmail>
        rowClick="edit"
        // A teammate's shared e-mail cannot be deleted by a member (the server says why on its page).
        isRowSelectable={(e) => e.can_edit !== false}
        bulkActionButtons={<BulkDeleteConfirmButton noun={['automated email', 'automated emails']} warning="Their logs are kept." />}
      >
        <Column source="name" label="Name" render={(e) => <NameCell email={e} />} />
        <Column source="schedule" label="Schedule" disableSort render={scheduleText} />
        <DataTable.NumberCol source="recipient_count" label="Recipients" disableSort />
        {wide ? (
          <Column source="next_run_at" label="Next check" render={(e) => (e.status === 'active' ? dateTime(e.next_run_at) : '—')} />
        ) : null}
        {wide ? <Column source="last_run_at" label="Last run" render={(e) => (e.last_run_at ? dateTime(e.last_run_at) : 'Never')} /> : null}
        <Column label="Sharing" disableSort render={(e) => <SharedChip record={e} />} />
        <Column source="status" label="On" render={() => <EmailStatusSwitch />} />
        <Column label="" disableSort render={(e) => (e.can_edit !== false ? <EmailSendNowButton compact /> : null)} />
      </DataTable>
    </TitledList>
  );
};
