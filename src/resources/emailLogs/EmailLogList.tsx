import { TitledList } from '../../shared/TitledList.tsx';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable } from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import { EmailLogEmpty } from './EmailLogEmpty.tsx';
import { emailLogFilters } from './EmailLogFilter.tsx';
import { EmailLogStatus } from './EmailLogStatus.tsx';
import { MailInboxHint } from './MailInboxHint.tsx';
import type { EmailLog } from '../../dataProvider/crmTypes.ts';

const Column = DataTable.Col<EmailLog>;

const Outcome = ({ log }: { log: EmailLog }) => (
  <Box>
    <EmailLogStatus log={log} />
    {log.error ? (
      <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {log.error}
        {log.attempts > 1 ? ` (after ${log.attempts} attempts)` : ''}
      </Typography>
    ) : null}
  </Box>
);

/** The audit of what was sent, to whom, when, and whether it failed; newest first. */
export const EmailLogList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <>
      <MailInboxHint />
      <TitledList
        title="Email logs"
        filters={emailLogFilters}
        empty={<EmailLogEmpty />}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        actions={false}
      >
        <DataTable<EmailLog> bulkActionButtons={false} rowClick={false}>
          <Column source="created_at" label="When" render={(l) => dateTime(l.created_at)} />
          <Column source="email_name" label="Automated email" />
          <Column source="recipient" label="To" render={(l) => l.recipient || '—'} />
          {wide ? <Column source="subject" label="Subject" render={(l) => l.subject || '—'} /> : null}
          <Column source="status" label="Outcome" render={(l) => <Outcome log={l} />} />
          {wide ? <DataTable.NumberCol source="listing_count" label="Listings" /> : null}
        </DataTable>
      </TitledList>
    </>
  );
};
