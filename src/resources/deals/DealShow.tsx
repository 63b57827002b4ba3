import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { Deal } from '../../dataProvider/deals.ts';
import { centsToDollars, dateTime, money, shortDate } from '../../shared/format.ts';
import { DealAnalysisCard } from './DealAnalysisCard.tsx';
import { DealNotesCard } from './DealNotesCard.tsx';
import { DealTasksCard } from './DealTasksCard.tsx';
import { dealName } from './dealStages.ts';

const DealTitle = () => <>{dealName(useRecordContext<Deal>())}</>;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack sx={{ minWidth: 140 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

function DealDetails() {
  const deal = useRecordContext<Deal>();
  if (!deal) return null;
  return (
    <Stack sx={{ gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box>
        <Typography component="h1" variant="h5">
          {dealName(deal)}
        </Typography>
        <Typography color="text.secondary">
          {deal.address}, {deal.city}, {deal.state}
        </Typography>
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
            <Fact label="Stage">
              <Chip label={deal.stage_label} color="primary" size="small" />
            </Fact>
            <Fact label="Offer">{money(centsToDollars(deal.offer_cents))}</Fact>
            <Fact label="Expected close">{shortDate(deal.expected_close_date)}</Fact>
            <Fact label="Owner">{deal.owner_email ?? 'Former member'}</Fact>
            <Fact label="Contacts">{deal.contacts.length ? deal.contacts.map((c) => c.name || c.email).join(', ') : 'None'}</Fact>
            <Fact label="Property tags">
              {deal.tags.length ? (
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {deal.tags.map((tag) => (
                    <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
                  ))}
                </Stack>
              ) : (
                'None'
              )}
            </Fact>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Created by {deal.created_by_email ?? 'a former member'} on {dateTime(deal.created_at)} · last changed by{' '}
            {deal.updated_by_email ?? 'a former member'} on {dateTime(deal.updated_at)}
          </Typography>
        </CardContent>
      </Card>
      <DealAnalysisCard deal={deal} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DealTasksCard deal={deal} />
        <DealNotesCard deal={deal} />
      </Box>
    </Stack>
  );
}

/** products/deals/:id/show: the deal, the property's analysis from its full report, tasks and notes. */
export const DealShow = () => (
  <Show
    title={<DealTitle />}
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <DealDetails />
  </Show>
);
