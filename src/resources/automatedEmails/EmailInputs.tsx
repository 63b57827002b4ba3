import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import {
  BooleanInput,
  maxLength,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import { Link as RouterLink } from 'react-router-dom';
import { EmailMessageInputs } from './EmailMessageInputs.tsx';
import { EmailScheduleInputs } from './EmailScheduleInputs.tsx';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ width: '100%', mb: 1 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const NoSavedSearches = () => {
  const { total, isPending } = useGetList(SAVED_SEARCHES, { pagination: { page: 1, perPage: 1 } });
  if (isPending || total) return null;
  return (
    <Typography variant="body2" color="warning.main" sx={{ mb: 2 }}>
      You have no saved searches yet.{' '}
      <Link component={RouterLink} to="/products/lists/new-search">
        Run a search and save it
      </Link>
      , then come back.
    </Typography>
  );
};

/**
 * The e-mail's saved search: a picker of the caller's own searches (an automated e-mail runs on its owner's search, not one
 * a teammate shares). A team manager editing a teammate's shared e-mail sees its search fixed instead: it is its owner's.
 */
const SavedSearchPicker = () => {
  const email = useRecordContext<AutomatedEmail>();
  const shared = Boolean(email?.shared && email.saved_search_id !== null);
  const { data: own, isPending } = useGetList(
    SAVED_SEARCHES,
    { pagination: { page: 1, perPage: 1000 }, meta: { simplified: true, own: true } },
    { enabled: shared },
  );
  if (shared && isPending) return null;
  if (shared && !own?.some((search) => search.id === email!.saved_search_id))
    return (
      <TextField
        label="Saved search"
        value={email!.saved_search_name ?? ''}
        disabled
        fullWidth
        margin="dense"
        helperText="The saved search of the member who shared this email: only they can choose another."
        sx={{ mb: 2 }}
      />
    );
  return (
    <ReferenceInput source="saved_search_id" reference={SAVED_SEARCHES} queryOptions={{ meta: { simplified: true, own: true } }}>
      <SelectInput
        optionText="name"
        label="Saved search"
        validate={required('Choose the saved search whose new listings this email sends.')}
      />
    </ReferenceInput>
  );
};

/** Name, saved search, message, schedule and status; recipients come apart (chosen on create, managed on edit). */
export const EmailInputs = ({ recipients }: { recipients?: ReactNode }) => (
  <Box sx={{ width: '100%', maxWidth: 760 }}>
    <Section title="Alert">
      <TextInput source="name" label="Name" validate={[required('Name this email.'), regex(/\S/, 'Name this email.'), maxLength(200)]} />
      <SavedSearchPicker />
      <NoSavedSearches />
    </Section>
    {recipients}
    <Section title="Message">
      <EmailMessageInputs />
    </Section>
    <Section title="Schedule">
      <EmailScheduleInputs />
      <BooleanInput
        source="status"
        label="Active (sends on schedule)"
        format={(status: string | undefined) => status !== 'paused'}
        parse={(on: boolean) => (on ? 'active' : 'paused')}
        defaultValue="active"
      />
    </Section>
  </Box>
);

export { Section as EmailSection };
