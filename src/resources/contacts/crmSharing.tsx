import { Alert, Box, Typography } from '@mui/material';
import type { Static } from 'typebox';
import { BooleanInput, useRecordContext } from 'react-admin';
import type { SharedContact as SharedContactSchema } from '../../../server/crm/contacts/schemas.ts';
import type { SharedGroup as SharedGroupSchema } from '../../../server/crm/groups/schemas.ts';
import { SHARED_LABEL, sharedByText, useCurrentTeam } from '../../shared/search/sharing.ts';
import { SharedChip } from '../saved-searches/SharingControl.tsx';

/** A contact and a group as /crm/contacts/ and /crm/groups/ answer them: with their sharing and what the caller may do. */
export type SharedContact = Static<typeof SharedContactSchema>;
export type SharedGroup = Static<typeof SharedGroupSchema>;
type Sharing = Pick<SharedContact, 'shared' | 'created_by' | 'updated_by' | 'can_edit' | 'edit_refusal'>;

/** What sharing a contact or a group means, under its switch. */
export const crmSharedHelp = (what: 'contact' | 'group', teamName: string) =>
  what === 'contact'
    ? `Every member of ${teamName} sees this contact and can add it to groups; you, and the team's owners and account managers, can change or delete it.`
    : `Every member of ${teamName} sees this group and the members they can see; you, and the team's owners and account managers, can change it, its members, or delete it.`;

/** The lists' Sharing column: "Shared" with "by X, changed by Y", or "Private". */
export const SharingCell = ({ record }: { record: Sharing }) => <SharedChip record={record} />;

/**
 * The "Shared with team" switch of the contact and group forms (create and edit), for a user in a team; on a shared item,
 * who shared it and who changed it last. A user without a team sees nothing (the server refuses sharing without one).
 */
export const CrmSharingInput = ({ what }: { what: 'contact' | 'group' }) => {
  const record = useRecordContext<Sharing>();
  const team = useCurrentTeam();
  return (
    <Box sx={{ width: '100%', maxWidth: 760, mb: 1 }}>
      {record?.shared ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Shared with the team {sharedByText(record)}
        </Typography>
      ) : null}
      {team.data ? <BooleanInput source="shared" label={SHARED_LABEL} helperText={crmSharedHelp(what, team.data.name)} /> : null}
    </Box>
  );
};

/** Why a teammate's shared contact or group is read-only, in the server's words, and who shared it. */
export const CrmRefusal = ({ record, what }: { record: Sharing; what: 'contact' | 'group' }) => (
  <Box sx={{ width: '100%', maxWidth: 760, mb: 2 }}>
    <Alert severity="info" sx={{ mb: 1 }}>
      {record.edit_refusal ?? `You can read this ${what} but not change it.`}
    </Alert>
    {record.shared ? <Typography color="text.secondary">Shared with the team {sharedByText(record)}</Typography> : null}
  </Box>
);

/** One fact of a read-only page: its label above, its value (or "—"). */
export const ReadOnlyFact = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="caption" color="text.secondary" display="block">
      {label}
    </Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
  </Box>
);
