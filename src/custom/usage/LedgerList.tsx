import { Box, Chip, Link, Typography } from '@mui/material';
import { Datagrid, DateField, DateInput, FunctionField, List, SelectInput, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerEntry } from '../../dataProvider/usage.ts';
import { LEDGER } from '../../dataProvider/resourceNames.ts';
import { LedgerExportButton } from './LedgerExportButton.tsx';
import { KIND_CHOICES, KIND_LABELS, signedCredits } from './usageLabels.ts';

const filters = [
  <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} alwaysOn emptyText="All kinds" />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

const KIND_COLOR: Record<LedgerEntry['kind'], 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'default'> = {
  search: 'primary',
  download: 'secondary',
  report: 'info',
  api: 'warning',
  grant: 'success',
  refund: 'success',
  transfer: 'default',
};

/** What the credits bought, linked to it (a saved search, the search itself, a download, a report). */
const WhatFor = ({ entry }: { entry: LedgerEntry }) =>
  entry.link ? (
    <Link component={RouterLink} to={entry.link} sx={{ overflowWrap: 'anywhere' }}>
      {entry.description}
    </Link>
  ) : (
    <span>{entry.description}</span>
  );

/** Every credit change, newest first, filtered by kind and dates, exported as CSV. */
export const LedgerList = () => (
  <List<LedgerEntry>
    resource={LEDGER}
    title={false}
    disableSyncWithLocation
    storeKey={false}
    perPage={25}
    sort={{ field: 'id', order: 'DESC' }}
    filters={filters}
    actions={
      <TopToolbar>
        <LedgerExportButton />
      </TopToolbar>
    }
    empty={false}
    // On a phone the table scrolls inside its card, never the page.
    sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
  >
    {/* On a phone the table scrolls sideways in this box, which keyboard users reach with Tab and scroll with the arrows. */}
    <Box
      role="region"
      aria-label="Ledger table"
      tabIndex={0}
      sx={{ overflowX: 'auto', '& .RaDatagrid-root .RaDatagrid-tableWrapper': { overflowX: 'visible' } }}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            No ledger entries match these filters.
          </Typography>
        }
      >
        <DateField source="created_at" label="Date" showTime sortable={false} />
        <FunctionField<LedgerEntry>
          label="Kind"
          render={(r) => <Chip size="small" variant="outlined" color={KIND_COLOR[r.kind]} label={KIND_LABELS[r.kind] ?? r.kind} />}
        />
        <FunctionField<LedgerEntry> label="For" render={(r) => <WhatFor entry={r} />} />
        <FunctionField<LedgerEntry>
          label="Credits"
          textAlign="right"
          render={(r) => (
            <Typography
              component="span"
              sx={{ fontWeight: 600, color: r.credits < 0 ? 'text.primary' : 'success.main', whiteSpace: 'nowrap' }}
            >
              {signedCredits(r.credits)}
            </Typography>
          )}
        />
      </Datagrid>
    </Box>
  </List>
);
