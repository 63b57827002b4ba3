import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { DemoDataChip } from '../../shared/search/DemoDataNotice.tsx';
import { PropertyFacts } from './PropertyFacts.tsx';
import { PropertyPhotos } from './PropertyPhotos.tsx';
import { RatingExplanation } from './RatingExplanation.tsx';

/** /listing/{token}: a listing opened from an automated e-mail's link, by a recipient without an account; read-only. */
const SharedListingPage = () => {
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const listing = useQuery({
    queryKey: ['listing-shared', token],
    retry: false,
    queryFn: () => dataProvider.getSharedListing(token),
  });
  const property = listing.data;
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="overline" color="text.secondary">
        PropScout · a listing shared with you
      </Typography>
      {listing.isPending && <CircularProgress aria-label="Loading the listing" sx={{ display: 'block', my: 4 }} />}
      {listing.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorDetail(listing.error)}
        </Alert>
      )}
      {property && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
              {property.address}
            </Typography>
            {property.is_demo ? <DemoDataChip /> : null}
          </Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {property.city}, {property.state} {property.postal_code} · {property.county} County
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}
          >
            <Card variant="outlined" component="section" aria-label="Photos">
              <CardContent>
                <PropertyPhotos property={property} />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-label="Facts">
              <CardContent>
                <PropertyFacts property={property} />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-label="Why it is rated this way" sx={{ gridColumn: { md: '1 / -1' } }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Why it is rated this way
                </Typography>
                <RatingExplanation property={property} linkComps={false} />
              </CardContent>
            </Card>
          </Box>
        </>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Find deals like this one with investment ratings, comps and full reports.
        </Typography>
        <Button component={RouterLink} to="/plans" variant="outlined" size="small">
          See plans
        </Button>
      </Box>
    </Box>
  );
};
export default SharedListingPage;
