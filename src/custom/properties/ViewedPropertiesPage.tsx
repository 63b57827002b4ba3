import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Button, Card, CardContent, Link, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ViewedProperty } from '../../dataProvider/propertyViews.ts';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { money, shortDate } from '../../shared/format.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { NewListButton } from '../../shared/search/NewListButton.tsx';
import { RatingChip, statusLabel } from '../../shared/search/resultColumns.tsx';
import { propertyHref } from '../../shared/search/ResultsTable.tsx';

const PAGE_SIZE = 20;

const ViewedCard = ({ item }: { item: ViewedProperty }) => (
  <Card variant="outlined">
    <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', '&:last-child': { pb: 2 } }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={propertyHref(item.property_id)}
          fontWeight={500}
          underline="hover"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {item.property.address}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {item.property.city}, {item.property.state} {item.property.postal_code} · {statusLabel(item.property.status)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ minWidth: 90 }}>
        {money(item.property.list_price)}
      </Typography>
      <RatingChip value={item.property.investment_potential} />
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 140 }}>
        Viewed {shortDate(item.viewed_at)}
        {item.view_count > 1 ? ` · ${item.view_count} times` : ''}
      </Typography>
    </CardContent>
  </Card>
);

/** /properties (viewed in the last 30 days) and /properties/older (viewed before): the properties the user opened. */
export const ViewedPropertiesPage = ({ older }: { older: boolean }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [page, setPage] = useState(1);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['viewed-properties', older, page],
    queryFn: () => dataProvider.viewedProperties({ page, pageSize: PAGE_SIZE, older }),
  });
  const title = older ? 'Older viewed properties' : 'Recently viewed properties';
  const other = older
    ? { to: '/properties', label: 'Recently viewed' }
    : { to: '/properties/older', label: 'Viewed more than 30 days ago' };
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={title} />
      <PageHeader title={title}>
        <Button component={RouterLink} to={other.to} startIcon={<HistoryIcon />}>
          {other.label}
        </Button>
      </PageHeader>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {older ? 'Properties you last opened more than 30 days ago.' : 'Properties you opened in the last 30 days, the latest first.'}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : isPending ? (
        <Stack spacing={1} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" height={72} />
          ))}
        </Stack>
      ) : data.count === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={older ? 'No older views' : 'No properties viewed yet'} actions={<NewListButton />}>
          {older
            ? 'Properties you opened more than 30 days ago show here.'
            : 'Open a property from your search results: it shows here so you can find it again.'}
        </EmptyState>
      ) : (
        <Stack spacing={1}>
          {data.results.map((item) => (
            <ViewedCard key={item.id} item={item} />
          ))}
          {data.count > PAGE_SIZE ? (
            <Pagination
              count={Math.ceil(data.count / PAGE_SIZE)}
              page={page}
              onChange={(_, next) => setPage(next)}
              sx={{ alignSelf: 'center', pt: 1 }}
            />
          ) : null}
        </Stack>
      )}
    </Box>
  );
};

export const RecentPropertiesPage = () => <ViewedPropertiesPage older={false} />;
export const OlderPropertiesPage = () => <ViewedPropertiesPage older />;
