import { TableCell, TableRow } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Team } from '../../dataProvider/teams.ts';
import { dateTime } from '../../shared/format.ts';
import { TeamFilteredTableCard } from './TeamFilteredTableCard.tsx';

/** The members' automated e-mail log (owners and account managers): what each member's alerts sent, to whom, and how it went. */
export const TeamEmailLogsCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <TeamFilteredTableCard
      team={team}
      title="Team e-mail log"
      description="Every message the members' automated e-mails sent or skipped, newest first."
      tableLabel="Team e-mail log"
      emptyText="No automated e-mails for these filters."
      queryName="email-logs"
      fetchPage={dataProvider.teamEmailLogs}
      fetchCsv={dataProvider.teamEmailLogsCsv}
      csvName="team-email-logs.csv"
      head={
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Recipient</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Automated e-mail</TableCell>
        </TableRow>
      }
      row={(row) => (
        <TableRow key={row.id}>
          <TableCell>{dateTime(row.created_at)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.recipient || '—'}</TableCell>
          <TableCell>{row.status_label}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-word' }}>
            {row.email_name}: {row.subject}
          </TableCell>
        </TableRow>
      )}
    />
  );
};
