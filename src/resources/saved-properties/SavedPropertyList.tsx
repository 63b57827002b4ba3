import EditNoteIcon from '@mui/icons-material/EditNote';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, Pagination, ReferenceManyField, Title, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
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
import type { PropertyList, PropertyListItem } from '../../dataProvider/propertyListTypes.ts';
import { DEALS, SAVED_PROPERTIES } from '../../dataProvider/resourceNames.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ALL_SAVED, AddToListButton, ListPicker, ListToolbar, TakeOutOfListButton, usePropertyLists } from './PropertyLists.tsx';

/** The deal form with this property chosen (react-admin's create screens read defaults from `?source=`). */
const newDealHref = (propertyId: string) =>
  `/${DEALS}/create?source=${encodeURIComponent(JSON.stringify({ property_id: Number(propertyId) }))}`;

/** The property's address (to its page), its place and links to its full report and a new deal. */
const PropertyCell = ({ record }: { record: Pick<SavedProperty, 'property_id' | 'property'> }) => (
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
);

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

/** Every saved property of the user, with notes and tags they edit; unhearting removes one after the call succeeds. */
function AllSavedProperties() {
  const refresh = useRefresh();
  const [editing, setEditing] = useState<SavedProperty | null>(null);
  return (
    <>
      <List
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
        <DataTable<SavedProperty> rowClick={false} bulkActionButtons={<AddToListButton />}>
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
          <DataTable.Col<SavedProperty> label="Property" disableSort render={(record) => <PropertyCell record={record} />} />
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
      </List>
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
}

/** A list's items (its owner's saved properties in it): notes and tags read-only here; taken out in bulk by whoever may change it. */
function ListItems({ list }: { list: PropertyList }) {
  return (
    <>
      <Title title="Saved properties" />
      <ReferenceManyField<PropertyList, PropertyListItem>
        reference={SAVED_PROPERTIES}
        target="list"
        record={list}
        perPage={25}
        pagination={<Pagination />}
        empty={
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {list.own
              ? 'No properties in this list yet. Choose All my saved properties, tick some and press Add to list.'
              : 'No properties in this list yet.'}
          </Typography>
        }
      >
        <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
          <DataTable<PropertyListItem> rowClick={false} bulkActionButtons={list.can_edit ? <TakeOutOfListButton list={list} /> : false}>
            <DataTable.Col<PropertyListItem> label="Property" disableSort render={(record) => <PropertyCell record={record} />} />
            <DataTable.Col<PropertyListItem> label="List price" disableSort align="right" render={(r) => money(r.property.list_price)} />
            <DataTable.Col<PropertyListItem>
              label="Value gap"
              disableSort
              align="right"
              render={(r) => percent(r.property.value_gap_pct)}
            />
            <DataTable.Col<PropertyListItem>
              label="Potential"
              disableSort
              render={(r) => <RatingChip value={r.property.investment_potential} />}
            />
            <DataTable.Col<PropertyListItem>
              label="Tags"
              disableSort
              render={(r) =>
                r.tags.length ? (
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', minWidth: 120 }}>
                    {r.tags.map((tag) => (
                      <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No tags
                  </Typography>
                )
              }
            />
            <DataTable.Col<PropertyListItem>
              label="Note"
              disableSort
              render={(r) => (
                <Typography
                  variant="body2"
                  color={r.note ? 'text.primary' : 'text.secondary'}
                  sx={{
                    minWidth: 200,
                    whiteSpace: 'pre-line',
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {r.note || 'No note'}
                </Typography>
              )}
            />
            <DataTable.Col<PropertyListItem> label="Saved" disableSort render={(r) => shortDate(r.created_at)} />
          </DataTable>
        </Box>
      </ReferenceManyField>
    </>
  );
}

/**
 * products/saved-properties: all the user's saved properties, or one list (their own, or one a teammate shared: read-only
 * unless the server says they may change it), picked above the table; lists are made, renamed, shared and deleted here.
 */
export const SavedPropertyList = () => {
  const [showing, setShowing] = useState<Identifier>(ALL_SAVED);
  const lists = usePropertyLists();
  const unselectAll = useUnselectAll(SAVED_PROPERTIES);
  const list = showing === ALL_SAVED ? undefined : lists.data?.find((l) => l.id === showing);
  const select = (value: Identifier) => {
    unselectAll();
    setShowing(value);
  };
  return (
    <>
      <PageHeader title="Saved properties" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        <ListPicker value={list ? list.id : ALL_SAVED} lists={lists.data ?? []} onChange={select} />
      </Box>
      <ListToolbar list={list} onSelect={select} />
      {list ? <ListItems key={list.id} list={list} /> : <AllSavedProperties />}
    </>
  );
};
