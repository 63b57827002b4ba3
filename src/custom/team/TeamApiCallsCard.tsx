import { TableCell, TableRow } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Team } from '../../dataProvider/teams.ts';
import { count, dateTime } from '../../shared/format.ts';
import { TeamFilteredTableCard } from './TeamFilteredTableCard.tsx';

/** The calls made with the members' API keys and website widgets (owners and account managers). */
export const TeamApiCallsCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <TeamFilteredTableCard
      team={team}
      title="Team API calls"
      description="Every call made with the members' API keys and website widgets, newest first."
      tableLabel="Team API calls"
      emptyText="No API calls for these filters."
      queryName="api-calls"
      fetchPage={dataProvider.teamApiCalls}
      fetchCsv={dataProvider.teamApiCallsCsv}
      csvName="team-api-calls.csv"
      head={
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Call</TableCell>
          <TableCell align="right">Credits</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Key</TableCell>
        </TableRow>
      }
      row={(row) => (
        <TableRow key={row.id}>
          <TableCell>{dateTime(row.created_at)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>
            {row.method} {row.route} · {row.status}
          </TableCell>
          <TableCell align="right">{count(row.credits)}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-word' }}>
            {row.key_name} ({row.key_prefix}…) · {row.via_label}
          </TableCell>
        </TableRow>
      )}
    />
  );
};
