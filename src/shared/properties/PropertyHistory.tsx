import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { EVENT_SOURCE_LABELS, eventText, type ListingEvent } from '../../../server/listings/history/schemas.ts';
import { money, shortDate } from '../format.ts';

const PropertyPriceChart = lazy(() => import('./PropertyPriceChart.tsx'));

const EventIcon = ({ event }: { event: ListingEvent }) => {
  if (event.kind === 'listed') return <FiberNewOutlinedIcon color="primary" fontSize="small" />;
  if (event.kind === 'status_change') return <SwapHorizIcon color="action" fontSize="small" />;
  if (event.kind === 'auction_date_change') return <EventOutlinedIcon color="action" fontSize="small" />;
  return (event.new_price ?? 0) < (event.old_price ?? 0) ? (
    <TrendingDownIcon color="success" fontSize="small" />
  ) : (
    <TrendingUpIcon color="error" fontSize="small" />
  );
};

interface Props {
  /** Newest first, as the API answers. */
  events: ListingEvent[];
  /** Today's list price: the chart's line runs on to today at it. */
  listPrice: number | null;
}

/**
 * A listing's price and status history: the list price as a step chart (once it has changed) and every event as a
 * timeline, newest first, in the API's words (eventText). The property page and the full report show it.
 */
export const PropertyHistory = ({ events, listPrice }: Props) => {
  if (events.length === 0)
    return (
      <Typography color="text.secondary">
        No price or status changes recorded yet. Every change seen from the day the listing first arrives is kept here.
      </Typography>
    );
  return (
    <>
      {events.some((event) => event.kind === 'price_change') ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
          <Box role="img" aria-label={`List price over time, now ${money(listPrice)}`}>
            <PropertyPriceChart events={events} listPrice={listPrice} />
          </Box>
        </Suspense>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Price and status events, newest first">
        {events.map((event, index) => (
          <Box
            component="li"
            key={`${event.at}-${index}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '24px minmax(0, 1fr)', sm: '110px 24px minmax(0, 1fr)' },
              columnGap: 1,
              alignItems: 'start',
              py: 1,
              borderTop: index ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              {shortDate(event.at)}
            </Typography>
            <EventIcon event={event} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {eventText(event, money)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {EVENT_SOURCE_LABELS[event.source]}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
};
