import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { propertyHref, propertyPhotosHref, reportHref } from '../properties/links.ts';
import { SavedToggle } from '../properties/SavedToggle.tsx';
import { ownerLine, RESULT_COLUMNS } from './resultColumns.tsx';
import type { PropertySummary } from '../../dataProvider/searchTypes.ts';

interface Props {
  rows: PropertySummary[];
  /** The sort_by value, e.g. "-list_price"; empty: the server's default (best investment potential first). */
  sortBy: string;
  onSort: (sortBy: string) => void;
  /** The row whose marker is under the pointer on the map. */
  highlightedId?: string | null;
  /** The pointer entered (id) or left (null) a row: the map highlights its marker. */
  onHover?: (id: string | null) => void;
}

export { propertyHref, propertyPhotosHref, reportHref };

/** Asc first for a new column, then desc, then back to the default order. */
export function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}

export const ResultsTable = ({ rows, sortBy, onSort, highlightedId = null, onHover }: Props) => (
  // Narrow cell padding, an address column that may narrow to 160 px and an auction line that may wrap: every column fits
  // 1366 px beside the open sidebar (about 20 px to spare).
  <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: 1 } }}>
    <Table size="small" aria-label="Search results" stickyHeader>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              Saved
            </Box>
          </TableCell>
          <TableCell sx={{ minWidth: 160 }}>Address</TableCell>
          {RESULT_COLUMNS.map((column) => {
            const active = column.sort !== undefined && sortBy.replace(/^-/, '') === column.sort;
            return (
              <TableCell
                key={column.id}
                align={column.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap' }}
                sortDirection={active ? (sortBy.startsWith('-') ? 'desc' : 'asc') : false}
              >
                {column.sort ? (
                  <TableSortLabel
                    active={active}
                    direction={active && sortBy.startsWith('-') ? 'desc' : 'asc'}
                    onClick={() => onSort(nextSort(sortBy, column.sort!))}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            hover
            selected={row.id === highlightedId}
            aria-selected={row.id === highlightedId ? true : undefined}
            onMouseEnter={onHover ? () => onHover(row.id) : undefined}
            onMouseLeave={onHover ? () => onHover(null) : undefined}
          >
            <TableCell padding="checkbox">
              <SavedToggle
                propertyId={row.id}
                address={`${row.address}, ${row.city}, ${row.state} ${row.postal_code}`}
                saved={row.is_saved}
              />
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={propertyHref(row.id)} underline="hover" fontWeight={500}>
                {row.address}
              </Link>
              <Typography variant="caption" display="block" color="text.secondary">
                {row.city}, {row.state} {row.postal_code} ·{' '}
                <Link component={RouterLink} to={reportHref(row.id)} sx={{ whiteSpace: 'nowrap' }} data-testid={`full-report-${row.id}`}>
                  Full report
                </Link>
              </Typography>
              {ownerLine(row) ? (
                <Typography variant="caption" display="block" color="text.secondary" data-testid={`owner-${row.id}`}>
                  {ownerLine(row)}
                </Typography>
              ) : null}
            </TableCell>
            {RESULT_COLUMNS.map((column) => (
              <TableCell key={column.id} data-column={column.id} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
