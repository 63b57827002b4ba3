import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableContainer,
  TableHead,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { PagedResponse } from '../../dataProvider/query.ts';
import type { Team, TeamLedgerFilterValues } from '../../dataProvider/teams.ts';
import { saveFile } from '../../shared/downloads/fileTransfer.ts';
import { TeamMemberDaysFilter, useTeamFilter } from './TeamMemberDaysFilter.tsx';

const PAGE_SIZE = 25;

interface Props<Row extends { id: number }> {
  team: Team;
  title: string;
  description: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** Said when the filters match nothing. */
  emptyText: string;
  /** The query cache's name of these rows. */
  queryName: string;
  fetchPage: (filter: TeamLedgerFilterValues, page: number, pageSize: number) => Promise<PagedResponse<Row>>;
  fetchCsv: (filter: TeamLedgerFilterValues) => Promise<Blob>;
  csvName: string;
  /** The header row's cells, and one row's cells. */
  head: ReactNode;
  row: (row: Row) => ReactNode;
}

/**
 * A card of the members' records for owners and account managers (the ledger, the downloads): filtered by member and days
 * in the caller's time zone as the server counts them, paged, and downloadable as CSV with the same filter.
 */
export function TeamFilteredTableCard<Row extends { id: number }>(props: Props<Row>) {
  const notify = useNotify();
  const { filter, page, setPage, change, badRange } = useTeamFilter<TeamLedgerFilterValues>();
  const rows = useQuery({
    queryKey: ['team', props.queryName, filter, page],
    queryFn: () => props.fetchPage(filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const download = useMutation({
    mutationFn: () => props.fetchCsv(filter),
    onSuccess: (file) => saveFile(file, props.csvName),
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {props.title}
          </Typography>
          <Button onClick={() => download.mutate()} disabled={download.isPending || badRange}>
            Download CSV
          </Button>
        </Stack>
        <Typography color="text.secondary" gutterBottom>
          {props.description}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ my: 2, flexWrap: 'wrap', '& > *': { flex: { sm: '1 1 180px' } } }}
        >
          <TeamMemberDaysFilter team={props.team} filter={filter} change={change} badRange={badRange} />
        </Stack>
        {rows.error && <Alert severity="error">{errorDetail(rows.error)}</Alert>}
        {rows.data && rows.data.count === 0 && <Typography color="text.secondary">{props.emptyText}</Typography>}
        {rows.data && rows.data.count > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label={props.tableLabel}>
                <TableHead>{props.head}</TableHead>
                <TableBody>{rows.data.results.map(props.row)}</TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={rows.data.count}
              page={page - 1}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next + 1)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
