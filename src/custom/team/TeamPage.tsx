import { Alert, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { TeamAuditCard } from './TeamAuditCard.tsx';
import { TeamBillingCard } from './TeamBillingCard.tsx';
import { TeamCreateCard } from './TeamCreateCard.tsx';
import { TeamDealsCard } from './TeamDealsCard.tsx';
import { TeamInvitationsCard } from './TeamInvitationsCard.tsx';
import { TeamApiCallsCard } from './TeamApiCallsCard.tsx';
import { TeamDownloadsCard } from './TeamDownloadsCard.tsx';
import { TeamEmailLogsCard } from './TeamEmailLogsCard.tsx';
import { TeamLedgerCard } from './TeamLedgerCard.tsx';
import { TeamMembersCard } from './TeamMembersCard.tsx';
import { TeamNameCard } from './TeamNameCard.tsx';
import { TeamUsageCard } from './TeamUsageCard.tsx';
import { managesTeam, useTeam } from './teamQueries.ts';

/** /team: start a team, or its members, and (owners and account managers) invitations, usage, ledger, downloads, e-mail log, API calls and audit log. */
const TeamPage = () => {
  const team = useTeam();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="Team" />
      {team.isPending && <PageSpinner />}
      {team.error && <Alert severity="error">{errorDetail(team.error)}</Alert>}
      {team.data === null && <TeamCreateCard />}
      {team.data && (
        <>
          <TeamNameCard team={team.data} />
          <TeamMembersCard team={team.data} />
          <TeamBillingCard team={team.data} />
          {managesTeam(team.data.role) && <TeamInvitationsCard team={team.data} />}
          {managesTeam(team.data.role) && <TeamUsageCard />}
          {managesTeam(team.data.role) && <TeamDealsCard />}
          {managesTeam(team.data.role) && <TeamLedgerCard team={team.data} />}
          {managesTeam(team.data.role) && <TeamDownloadsCard team={team.data} />}
          {managesTeam(team.data.role) && <TeamEmailLogsCard team={team.data} />}
          {managesTeam(team.data.role) && <TeamApiCallsCard team={team.data} />}
          {managesTeam(team.data.role) && <TeamAuditCard team={team.data} />}
        </>
      )}
    </Stack>
  );
};
export default TeamPage;
