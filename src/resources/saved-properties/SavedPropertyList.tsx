import { TitledList } from '../../shared/TitledList.tsx';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { money, percent, shortDate } from '../../shared/format.ts';
import { SavedToggle } from '../../shared/properties/SavedToggle.tsx';
import { DemoDataChip } from '../../shared/search/DemoDataNotice.tsx';
import { NewListButton } from '../../shared/search/NewListButton.tsx';
import { RatingChip } from '../../shared/search/resultColumns.tsx';
import { propertyHref, reportHref } from '../../shared/search/ResultsTable.tsx';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { SavedPropertiesMap } from './SavedPropertiesMap.tsx';
import { SavedPropertyTags } from './SavedPropertyTags.tsx';
import { SavedPropertyNoteDialog } from '../../shared/properties/SavedPropertyNoteDialog.tsx';
import type { SavedProperty } from '../../dataProvider/propertyTypes.ts';
import { DEALS } from '../../dataProvider/resourceNames.ts';

/** The deal form with this property chosen (react-admin's create screens read defaults from `?source=`). */
const newDealHref = (propertyId: string) =>
  `/${DEALS}/create?source=${encodeURIComponent(JSON.stringify({ property_id: Number(propertyId) }))}`;

const Empty = () => (
  <EmptyState icon={<FavoriteBorderIcon />} title="No saved properties yet" actions={<NewListButton />}>
    Press the heart next to a property in your search results or on its page. It appears here, where you can keep notes on it.
  </EmptyState>
);

const NoteCell = ({ record, onEdit }: { record: SavedProperty; onEdit: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 220 }}>
    <Typography
      variant="body2"
      color={record.note ? 'text.primary' : 'text.secondary'}
      sx={{ flex: 1, whiteSpace: 'pre-line', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {record.note || 'No note'}
    </Typography>
    <Button
      size="small"
      startIcon={<EditNoteIcon />}
      onClick={onEdit}
      aria-label={`${record.note ? 'Edit' : 'Add'} note on ${record.address}`}
    >
      {record.note ? 'Edit' : 'Add note'}
    </Button>
  </Box>
);

/** products/saved-properties: hearted properties with notes; unhearting removes one after the call succeeds. */
export const SavedPropertyList = () => {
  const refresh = useRefresh();
  const [editing, setEditing] = useState<SavedProperty | null>(null);
  return (
    <>
      <TitledList
        title="Saved properties"
        empty={<Empty />}
        perPage={25}
        actions={
          <Box sx={{ py: 1 }}>
            <DemoDataChip />
          </Box>
        }
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto', minWidth: 0 } }}
      >
        <SavedPropertiesMap />
        <DataTable<SavedProperty> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col<SavedProperty>
            label={
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Saved
              </Box>
            }
            disableSort
            padding="checkbox"
            render={(record) => <SavedToggle propertyId={record.property_id} address={record.address} saved onChanged={() => refresh()} />}
          />
          <DataTable.Col<SavedProperty>
            label="Property"
            disableSort
            render={(record) => (
              <Box sx={{ minWidth: 200 }}>
                <Link component={RouterLink} to={propertyHref(record.property_id)} fontWeight={500} underline="hover">
                  {record.property.address}
                </Link>
                <Typography variant="caption" color="text.secondary" display="block">
                  {record.property.city}, {record.property.state} {record.property.postal_code} ·{' '}
                  <Link component={RouterLink} to={reportHref(record.property_id)} sx={{ whiteSpace: 'nowrap' }}>
                    Full report
                  </Link>{' '}
                  ·{' '}
                  <Link
                    component={RouterLink}
                    to={newDealHref(record.property_id)}
                    aria-label={`New deal for ${record.property.address}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    New deal
                  </Link>
                </Typography>
              </Box>
            )}
          />
          <DataTable.Col<SavedProperty> label="List price" disableSort align="right" render={(r) => money(r.property.list_price)} />
          <DataTable.Col<SavedProperty> label="Value gap" disableSort align="right" render={(r) => percent(r.property.value_gap_pct)} />
          <DataTable.Col<SavedProperty>
            label="Potential"
            disableSort
            render={(r) => <RatingChip value={r.property.investment_potential} />}
          />
          <DataTable.Col<SavedProperty>
            label="Tags"
            disableSort
            render={(r) => <SavedPropertyTags propertyId={r.property_id} address={r.property.address} />}
          />
          <DataTable.Col<SavedProperty> label="Note" disableSort render={(r) => <NoteCell record={r} onEdit={() => setEditing(r)} />} />
          <DataTable.Col<SavedProperty> label="Saved" disableSort render={(r) => shortDate(r.created_at)} />
        </DataTable>
      </TitledList>
      {editing ? (
        <SavedPropertyNoteDialog
          propertyId={editing.property_id}
          address={editing.property.address}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
};
