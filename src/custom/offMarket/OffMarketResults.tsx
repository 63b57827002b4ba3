import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { ownerFactRows } from '../../../server/listings/records/schemas.ts';
import type { OffMarketProperty } from '../../dataProvider/offMarket.ts';
import { money, plural, shortDate } from '../../shared/format.ts';
import { OwnerFacts } from '../../shared/properties/OwnerFacts.tsx';

export const OFF_MARKET_PAGE_SIZE = 25;

/** The columns, by the labels the owner facts use (ownerFactRows), so the table and the details say the same. */
const COLUMNS = ['Owner', 'Owner mailing address', 'Occupancy', 'Est. equity', 'Distress'] as const;
const factsOf = (property: OffMarketProperty) => new Map(ownerFactRows(property.record, { money, day: shortDate }));
const placeOf = (p: OffMarketProperty) => `${p.city}, ${p.state} ${p.postal_code}`;

interface Props {
  results: OffMarketProperty[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}

/** Off-market properties found: a table at desktop widths, cards on a phone; Details opens the whole record. */
export const OffMarketResults = ({ results, total, page, onPage }: Props) => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState<OffMarketProperty | null>(null);
  const details = (p: OffMarketProperty) => (
    <Button size="small" onClick={() => setOpen(p)} aria-label={`Details of ${p.address}`}>
      Details
    </Button>
  );
  return (
    <Card>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2 }}>
        {plural(total, 'off-market property', 'off-market properties')}
      </Typography>
      {wide ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Off-market properties">
            <TableHead>
              <TableRow>
                <TableCell>Address</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((p) => {
                const facts = factsOf(p);
                return (
                  <TableRow key={p.id}>
                    <TableCell>
                      {p.address}
                      <Typography variant="body2" color="text.secondary">
                        {placeOf(p)}
                      </Typography>
                    </TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{facts.get(column)}</TableCell>
                    ))}
                    <TableCell>{details(p)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Stack component="ul" aria-label="Off-market properties" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {results.map((p) => {
            const facts = factsOf(p);
            return (
              <Box component="li" key={p.id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body1">{p.address}</Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {placeOf(p)}
                </Typography>
                <Typography variant="body2">{facts.get('Owner')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {facts.get('Occupancy')} · Equity {facts.get('Est. equity')}
                </Typography>
                {details(p)}
              </Box>
            );
          })}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        onPageChange={(_, next) => onPage(next + 1)}
        rowsPerPage={OFF_MARKET_PAGE_SIZE}
        rowsPerPageOptions={[OFF_MARKET_PAGE_SIZE]}
      />
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        {open ? (
          <>
            <DialogTitle>
              {open.address}, {placeOf(open)}
            </DialogTitle>
            <DialogContent>
              <OwnerFacts owner={open.record} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Card>
  );
};
