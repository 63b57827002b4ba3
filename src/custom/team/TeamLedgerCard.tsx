import { TableCell, TableRow } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { ledgerKindLabel } from '../../../server/credits/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Team } from '../../dataProvider/teams.ts';
import { dateTime } from '../../shared/format.ts';
import { signedCredits } from '../usage/usageLabels.ts';
import { TeamFilteredTableCard } from './TeamFilteredTableCard.tsx';

/** The members' combined credit ledger (owners and account managers): who spent or was given credits, when and on what. */
export const TeamLedgerCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <TeamFilteredTableCard
      team={team}
      title="Team ledger"
      description="Every credit the members spent or were given, newest first."
      tableLabel="Team credit ledger"
      emptyText="No credits moved for these filters."
      queryName="ledger"
      fetchPage={dataProvider.teamLedger}
      fetchCsv={dataProvider.teamLedgerCsv}
      csvName="team-credit-ledger.csv"
      head={
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Action</TableCell>
          <TableCell align="right">Credits</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Description</TableCell>
        </TableRow>
      }
      row={(row) => (
        <TableRow key={row.id}>
          <TableCell>{dateTime(row.created_at)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell>{ledgerKindLabel(row.kind)}</TableCell>
          <TableCell align="right">{signedCredits(row.credits)}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-word' }}>{row.description}</TableCell>
        </TableRow>
      )}
    />
  );
};
