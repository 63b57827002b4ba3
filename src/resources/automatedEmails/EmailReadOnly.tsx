import { Box, Chip, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetManyReference, type RaRecord } from 'react-admin';
import type { AutomatedEmail, Contact, Group } from '../../dataProvider/crmTypes.ts';
import { CONTACTS, GROUPS } from '../../dataProvider/resourceNames.ts';
import { countOf } from '../../shared/countOf.ts';
import { sharedByText } from '../../shared/search/sharing.ts';
import { contactName } from '../contacts/contactTypes.ts';
import { EmailRefusal } from './EmailSharing.tsx';
import { scheduleText } from './emailTypes.ts';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ mb: 2 }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** The names of the e-mail's receiving groups or contacts (its owner's), read-only. */
function Receivers<R extends RaRecord>({
  email,
  resource,
  title,
  name,
}: {
  email: AutomatedEmail;
  resource: string;
  title: string;
  name: (r: R) => string;
}) {
  const {
    data = [],
    total,
    isPending,
  } = useGetManyReference<R>(resource, {
    target: 'automated_email',
    id: email.id,
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {isPending ? null : data.length ? (
        <List dense aria-label={title}>
          {data.map((record) => (
            <ListItem key={record.id} disableGutters>
              <ListItemText primary={name(record)} />
            </ListItem>
          ))}
          {total && total > data.length ? (
            <ListItem disableGutters>
              <ListItemText secondary={`and ${total - data.length} more`} />
            </ListItem>
          ) : null}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      )}
    </Box>
  );
}

/**
 * A teammate's shared automated e-mail as a member who may not change it reads it: the server's reason, who shared it,
 * its search, schedule, message and recipients; no Save, Delete, Send test or pause.
 */
export const EmailReadOnly = ({ email }: { email: AutomatedEmail }) => (
  <Paper variant="outlined" sx={{ p: 2, m: 2, maxWidth: 760 }}>
    <EmailRefusal email={email} />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Chip size="small" color="info" label="Shared" />
      <Typography color="text.secondary">{sharedByText(email)}</Typography>
      <Chip size="small" label={email.status === 'active' ? 'On' : 'Paused'} color={email.status === 'active' ? 'success' : 'default'} />
    </Box>
    <Field label="Saved search">{email.saved_search_name ?? 'Saved search deleted'}</Field>
    <Field label="Schedule">{scheduleText(email)}</Field>
    <Field label="Subject">{email.subject}</Field>
    <Field label="Message">{email.body}</Field>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      Recipients
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {countOf(email.recipient_count, ['person', 'people'])} in total, from the contacts of whoever shared it.
    </Typography>
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <Receivers<Group> email={email} resource={GROUPS} title="Receiving groups" name={(g) => g.name} />
      <Receivers<Contact> email={email} resource={CONTACTS} title="Receiving contacts" name={(c) => contactName(c)} />
    </Box>
  </Paper>
);
