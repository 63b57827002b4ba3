import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Alert, Box, Card, CardContent, Chip, IconButton, Link, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useListContext, useNotify, useUpdate } from 'react-admin';
import { DEALS } from '../../dataProvider/resourceNames.ts';
import type { Deal, DealStage, DealStageLabel } from '../../dataProvider/deals.ts';
import { centsToDollars, money, shortDate } from '../../shared/format.ts';
import { dealName, useDealStages } from './dealStages.ts';

const DRAG_TYPE = 'application/x-propscout-deal';

/** Moves a deal to a stage (a PATCH of its stage), telling the user where it went. */
function useMoveDeal(stages: DealStageLabel[]) {
  const [update] = useUpdate<Deal>();
  const notify = useNotify();
  return (deal: Deal, stage: DealStage) => {
    if (deal.stage === stage) return;
    const label = stages.find((s) => s.key === stage)?.label ?? stage;
    void update(
      DEALS,
      { id: deal.id, data: { stage }, previousData: deal },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Moved ${dealName(deal)} to ${label}.`, { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : `Could not move ${dealName(deal)}.`, { type: 'error' }),
      },
    );
  };
}

/** The keyboard's (and a phone's) way to move a card: a menu of the other stages. */
function MoveMenu({ deal, stages, onMove }: { deal: Deal; stages: DealStageLabel[]; onMove: (stage: DealStage) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${dealName(deal)} to another stage`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {stages
          .filter((stage) => stage.key !== deal.stage)
          .map((stage) => (
            <MenuItem
              key={stage.key}
              onClick={() => {
                setAnchor(null);
                onMove(stage.key);
              }}
            >
              Move to {stage.label}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}

function DealCard({ deal, stages, onMove }: { deal: Deal; stages: DealStageLabel[]; onMove: (stage: DealStage) => void }) {
  const createPath = useCreatePath();
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(deal.id));
    event.dataTransfer.setData('text/plain', String(deal.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Card variant="outlined" draggable onDragStart={onDragStart} data-testid={`deal-card-${deal.id}`} sx={{ cursor: 'grab' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={createPath({ resource: DEALS, id: deal.id, type: 'show' })}
              variant="body2"
              sx={{ fontWeight: 500 }}
            >
              {dealName(deal)}
            </Link>
            {deal.title !== deal.address ? (
              <Typography variant="body2" color="text.secondary">
                {deal.address}
              </Typography>
            ) : null}
          </Box>
          <MoveMenu deal={deal} stages={stages} onMove={onMove} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Offer {money(centsToDollars(deal.offer_cents))}
          {deal.expected_close_date ? ` · closes ${shortDate(deal.expected_close_date)}` : ''}
        </Typography>
        {deal.owner_email ? (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {deal.owner_email}
          </Typography>
        ) : null}
        {deal.tags.length > 0 ? (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {deal.tags.map((tag) => (
              <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The pipeline as a board: a column per stage, in order, with the team's labels. A card is dragged to another column
 * (native HTML5 drag and drop) or moved with its menu (keyboard, screen readers, touch).
 */
export function DealBoard() {
  const { data, isPending, total } = useListContext<Deal>();
  const stages = useDealStages();
  const move = useMoveDeal(stages);
  const [over, setOver] = useState<DealStage | null>(null);
  const deals = data ?? [];

  const onDrop = (stage: DealStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    const deal = deals.find((d) => String(d.id) === id);
    if (deal) move(deal, stage);
  };

  if (isPending) return null;
  return (
    <>
      {total !== undefined && total > deals.length ? (
        <Alert severity="info" sx={{ m: 1.5, mb: 0 }}>
          The board shows {deals.length} of {total} deals: filter by stage, owner or tag to see the others, or use the list.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', p: 1.5, alignItems: 'flex-start' }}>
        {stages.map((stage) => {
          const column = deals.filter((deal) => deal.stage === stage.key);
          const headingId = `deal-stage-${stage.key}`;
          return (
            <Paper
              key={stage.key}
              component="section"
              aria-labelledby={headingId}
              variant="outlined"
              data-testid={`deal-column-${stage.key}`}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage.key);
              }}
              onDragLeave={() => setOver((current) => (current === stage.key ? null : current))}
              onDrop={onDrop(stage.key)}
              sx={{
                flex: '0 0 260px',
                p: 1,
                bgcolor: over === stage.key ? 'action.hover' : 'background.default',
                minHeight: 160,
              }}
            >
              <Typography id={headingId} component="h2" variant="subtitle2" sx={{ px: 0.5, pb: 1 }}>
                {stage.label} <Chip size="small" label={column.length} aria-label={`${column.length} deals`} sx={{ ml: 0.5 }} />
              </Typography>
              <Stack sx={{ gap: 1 }}>
                {column.map((deal) => (
                  <DealCard key={deal.id} deal={deal} stages={stages} onMove={(to) => move(deal, to)} />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </>
  );
}
