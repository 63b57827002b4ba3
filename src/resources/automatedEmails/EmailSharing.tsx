import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, useRecordContext } from 'react-admin';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import { SHARED_LABEL, sharedByText, useCurrentTeam } from '../../shared/search/sharing.ts';

/** What sharing an automated e-mail means, under its switch. */
export const emailSharedHelp = (teamName: string) =>
  `Every member of ${teamName} sees it and who it goes to; you, and the team's owners and account managers, can change, pause or delete it. It still mails your recipients, from you.`;

/**
 * The "Shared with team" switch of the e-mail form (create and edit), for a user in a team; on a shared e-mail, who shared
 * it and who changed it last. A user without a team sees nothing (the server refuses sharing without one).
 */
export const EmailSharingInput = () => {
  const email = useRecordContext<AutomatedEmail>();
  const team = useCurrentTeam();
  return (
    <Box sx={{ width: '100%', maxWidth: 760, mb: 1 }}>
      {email?.shared ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Shared with the team {sharedByText(email)}
        </Typography>
      ) : null}
      {team.data ? <BooleanInput source="shared" label={SHARED_LABEL} helperText={emailSharedHelp(team.data.name)} /> : null}
    </Box>
  );
};

/** Why a teammate's shared e-mail is read-only, in the server's words. */
export const EmailRefusal = ({ email }: { email: Pick<AutomatedEmail, 'edit_refusal'> }) => (
  <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 760 }}>
    {email.edit_refusal ?? 'You can read this automated email but not change it.'}
  </Alert>
);
