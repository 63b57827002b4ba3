import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { money, shortDate } from '../../shared/format.ts';
import type { Adjustment, Report } from '../../dataProvider/reportTypes.ts';
import { ADJUSTMENT_LABELS } from '../../../server/reports/schemas.ts';

/** The comparable sales with each adjustment; unticking one excludes it and the ARV recomputes. */
export const CompsTable = ({ report, onToggle }: { report: Report; onToggle?: (propertyId: string, include: boolean) => void }) => (
  <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label="Comparable sales">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">Use</TableCell>
          <TableCell>#</TableCell>
          <TableCell>Address</TableCell>
          <TableCell align="right">Distance</TableCell>
          <TableCell>Sold</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="right">Sq ft</TableCell>
          <TableCell>Condition</TableCell>
          {Object.values(ADJUSTMENT_LABELS).map((l) => (
            <TableCell key={l} align="right">
              {l}
            </TableCell>
          ))}
          <TableCell align="right">Adjusted</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.comps.map((c, i) => (
          <TableRow key={c.property_id} data-testid={`comp-${c.property_id}`}>
            <TableCell padding="checkbox">
              <Checkbox
                checked
                disabled={!onToggle}
                onChange={() => onToggle?.(c.property_id, false)}
                inputProps={{ 'aria-label': `Exclude ${c.address}` }}
              />
            </TableCell>
            <TableCell>{i + 1}</TableCell>
            <TableCell>
              {c.address}
              {c.added ? (
                <Typography variant="caption" color="secondary">
                  {' '}
                  (added)
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right">{c.distance_mi} mi</TableCell>
            <TableCell>{shortDate(c.sold_date)}</TableCell>
            <TableCell align="right">{money(c.price)}</TableCell>
            <TableCell align="right">{c.living_area.toLocaleString('en-US')}</TableCell>
            <TableCell>{c.condition ?? '—'}</TableCell>
            {(Object.keys(ADJUSTMENT_LABELS) as Adjustment['factor'][]).map((f) => {
              const adj = c.adjustments.find((a) => a.factor === f);
              return (
                <Tooltip key={f} title={adj?.formula ?? ''} arrow>
                  <TableCell align="right" tabIndex={0}>
                    {money(adj?.amount ?? 0)}
                  </TableCell>
                </Tooltip>
              );
            })}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(c.adjusted_price)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
