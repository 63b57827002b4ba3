import RssFeedIcon from '@mui/icons-material/RssFeed';
import { Alert, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { FeedCard } from './FeedCard.tsx';

/** How often the screen asks again while a sync runs. */
const RUNNING_REFRESH_MS = 5000;

/**
 * The listing feeds for the portal's operators (ADMIN_EMAILS; docs/feeds.md): each feed's state, its run's counts, the
 * last error and skipped records, and a sync by hand. Anyone else reads the server's reason.
 */
const FeedsPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const feeds = useQuery({
    queryKey: ['feeds'],
    queryFn: () => dataProvider.feeds(),
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((feed) => feed.status === 'running') ? RUNNING_REFRESH_MS : false),
  });
  const sync = useMutation({
    mutationFn: ({ id, full }: { id: string; full: boolean }) => dataProvider.syncFeed(id, full),
    onSuccess: (queued, { id }) => {
      notify(queued ? `Sync of ${id} queued: it starts within a minute.` : `A sync of ${id} is already waiting to run.`, {
        type: queued ? 'success' : 'info',
      });
      void feeds.refetch();
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeader title="Data feeds" />
      <Typography color="text.secondary" sx={{ mt: -1 }}>
        Listing feeds replicated from the MLS through the RESO Web API: first in full, then the changes every few minutes.
      </Typography>
      {feeds.isPending ? (
        <PageSpinner />
      ) : feeds.isError ? (
        <Alert severity="error">{errorDetail(feeds.error)}</Alert>
      ) : feeds.data.length === 0 ? (
        <EmptyState icon={<RssFeedIcon />} title="No feed configured">
          Set RESO_FEED_URL, RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET on the server to replicate an MLS feed (docs/feeds.md).
        </EmptyState>
      ) : (
        feeds.data.map((feed) => (
          <FeedCard key={feed.id} feed={feed} busy={sync.isPending} onSync={(full) => sync.mutate({ id: feed.id, full })} />
        ))
      )}
    </Stack>
  );
};
export default FeedsPage;
