import { TableCell, TableRow } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Team } from '../../dataProvider/teams.ts';
import { count, dateTime, plural } from '../../shared/format.ts';
import { TeamFilteredTableCard } from './TeamFilteredTableCard.tsx';

/** The members' download history (owners and account managers): who downloaded which search, as what, for how many credits. */
export const TeamDownloadsCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <TeamFilteredTableCard
      team={team}
      title="Team downloads"
      description="Every file the members downloaded, newest first."
      tableLabel="Team downloads"
      emptyText="No downloads for these filters."
      queryName="downloads"
      fetchPage={dataProvider.teamDownloads}
      fetchCsv={dataProvider.teamDownloadsCsv}
      csvName="team-downloads.csv"
      head={
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>File</TableCell>
          <TableCell align="right">Credits</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Search</TableCell>
        </TableRow>
      }
      row={(row) => (
        <TableRow key={row.id}>
          <TableCell>{dateTime(row.created_at)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>
            {row.name} ({row.format}, {plural(row.row_count, 'row')})
          </TableCell>
          <TableCell align="right">{count(row.credits_charged)}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-word' }}>{row.criteria.join(' · ')}</TableCell>
        </TableRow>
      )}
    />
  );
};
