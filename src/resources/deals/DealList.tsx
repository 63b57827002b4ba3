import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Chip, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CreateButton, DataTable, SearchInput, SelectInput, TopToolbar, useDataProvider, useStore } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Deal } from '../../dataProvider/deals.ts';
import { centsToDollars, money, shortDate } from '../../shared/format.ts';
import { BulkDeleteConfirmButton } from '../../shared/records/BulkDeleteConfirmButton.tsx';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { TitledList } from '../../shared/TitledList.tsx';
import { DealBoard } from './DealBoard.tsx';
import { DealStagesButton } from './DealStagesDialog.tsx';
import { stageChoices, useDealStages } from './dealStages.ts';

type View = 'list' | 'board';

/** The filters: words, stage, owner (the team's members) and property tag. */
function useDealFilters() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const stages = useDealStages();
  const team = useQuery({ queryKey: ['team', 'current'], queryFn: () => dataProvider.getTeam(), staleTime: 60_000 });
  const tags = useQuery({ queryKey: ['deals', 'tags'], queryFn: () => dataProvider.propertyTags(), staleTime: 60_000 });
  const owners = (team.data?.members ?? []).map((member) => ({ id: member.user_id, name: member.email }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search title or address" />,
    <SelectInput key="stage" source="stage" label="Stage" choices={stageChoices(stages)} alwaysOn emptyText="Every stage" />,
    ...(owners.length > 0 ? [<SelectInput key="owner" source="owner" label="Owner" choices={owners} alwaysOn emptyText="Everyone" />] : []),
    <SelectInput
      key="tag"
      source="tag"
      label="Property tag"
      choices={(tags.data ?? []).map((tag) => ({ id: tag.id, name: tag.name }))}
      emptyText="Any tag"
    />,
  ];
}

const DealListActions = ({ view, onView }: { view: View; onView: (view: View) => void }) => (
  <TopToolbar>
    <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && onView(next)} aria-label="View">
      <ToggleButton value="list" aria-label="List view">
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} /> List
      </ToggleButton>
      <ToggleButton value="board" aria-label="Board view">
        <ViewKanbanIcon fontSize="small" sx={{ mr: 0.5 }} /> Board
      </ToggleButton>
    </ToggleButtonGroup>
    <DealStagesButton />
    <CreateButton label="New deal" />
  </TopToolbar>
);

const Column = DataTable.Col<Deal>;

/** A phone's row: the deal's facts stacked in one cell, so the page never scrolls sideways. */
const StackedDeal = ({ deal }: { deal: Deal }) => (
  <Stack sx={{ overflowWrap: 'anywhere' }}>
    <DealTitle deal={deal} />
    <Typography variant="body2" color="text.secondary">
      {deal.stage_label} · Offer {money(centsToDollars(deal.offer_cents))}
      {deal.expected_close_date ? ` · closes ${shortDate(deal.expected_close_date)}` : ''}
    </Typography>
  </Stack>
);

const DealTable = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <DataTable<Deal>
      rowClick="show"
      bulkActionButtons={<BulkDeleteConfirmButton noun={['deal', 'deals']} warning="Their tasks and notes are deleted with them." />}
    >
      {wide ? <Column label="Deal" source="title" render={(deal) => <DealTitle deal={deal} />} /> : null}
      {wide ? <Column label="Stage" source="stage" render={(deal) => deal.stage_label} /> : null}
      {wide ? <Column label="Offer" source="offer_cents" align="right" render={(deal) => money(centsToDollars(deal.offer_cents))} /> : null}
      {wide ? <Column label="Expected close" source="expected_close_date" render={(deal) => shortDate(deal.expected_close_date)} /> : null}
      {wide ? <Column label="Owner" source="owner_email" disableSort /> : null}
      {wide ? <Column label="Updated" source="updated_at" render={(deal) => shortDate(deal.updated_at)} /> : null}
      {wide ? null : <Column label="Deal" source="title" render={(deal) => <StackedDeal deal={deal} />} />}
    </DataTable>
  );
};

const DealTitle = ({ deal }: { deal: Deal }) => (
  <Stack sx={{ overflowWrap: 'anywhere' }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {deal.title}
    </Typography>
    {deal.title !== deal.address ? (
      <Typography variant="body2" color="text.secondary">
        {deal.address}
      </Typography>
    ) : null}
    {deal.tags.length > 0 ? (
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
        {deal.tags.map((tag) => (
          <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
        ))}
      </Stack>
    ) : null}
  </Stack>
);

const DealsEmpty = () => (
  <EmptyState icon={<HandshakeOutlinedIcon />} title="No deals yet" actions={<CreateButton variant="contained" label="New deal" />}>
    A deal follows a property from lead to close: its contacts, your offer, the expected close date, tasks and notes. Start one here or with
    New deal on a saved property.
  </EmptyState>
);

/** products/deals: the pipeline as a list (bulk delete) or a board (the choice is remembered), with the same filters. */
export const DealList = () => {
  const [view, onView] = useStore<View>('deals.view', 'list');
  const filters = useDealFilters();
  return (
    <TitledList
      key={view}
      title="Deals"
      filters={filters}
      actions={<DealListActions view={view} onView={onView} />}
      sort={{ field: 'updated_at', order: 'DESC' }}
      empty={<DealsEmpty />}
      {...(view === 'board' ? { perPage: 100, pagination: false as const } : {})}
    >
      {view === 'board' ? <DealBoard /> : <DealTable />}
    </TitledList>
  );
};
