import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { DemoDataChip } from '../../shared/search/DemoDataNotice.tsx';
import { propertyPhotosHref, reportHref } from '../../shared/properties/links.ts';
import { OwnerFacts } from '../../shared/properties/OwnerFacts.tsx';
import { PropertyFacts } from './PropertyFacts.tsx';
import { PropertyHistoryCard } from './PropertyHistoryCard.tsx';
import { PropertyNoteButton } from './PropertyNoteButton.tsx';
import { PropertyPhotos } from './PropertyPhotos.tsx';
import { RatingExplanation } from './RatingExplanation.tsx';
import { SavedToggle } from '../../shared/properties/SavedToggle.tsx';
import type { PropertyDetail } from '../../dataProvider/propertyTypes.ts';
import { useProperty } from './useProperty.ts';
import { useRecordView } from './useRecordView.ts';

const BackButton = () => {
  const navigate = useNavigate();
  return (
    <Button
      startIcon={<ArrowBackIcon />}
      onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/products/lists/new-search'))}
      sx={{ mt: 1 }}
    >
      Back
    </Button>
  );
};

/** products/properties/{id}: a property's facts, its first photos and why it is rated as it is (all photos: the gallery). */
const PropertyPage = () => {
  const { id } = useParams();
  const { data: property, error, isPending, refetch } = useProperty(id);
  const queryClient = useQueryClient();
  useRecordView(id, property !== undefined);
  // The heart writes through to the cached property, so the Note button and a later visit see the change.
  const onSavedChanged = (saved: boolean) =>
    queryClient.setQueryData<PropertyDetail>(['property', id], (p) => p && { ...p, is_saved: saved });
  if (error) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="Property" />
        <BackButton />
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
          sx={{ mt: 2 }}
        >
          {error.message || 'The property could not be loaded.'}
        </Alert>
      </Box>
    );
  }
  if (isPending || !property) {
    return (
      <Box sx={{ py: 2 }} aria-busy>
        <Title title="Property" />
        <Skeleton width="50%" height={48} />
        <Skeleton variant="rectangular" height={320} sx={{ my: 2 }} />
        <Skeleton height={200} />
      </Box>
    );
  }
  const photoCount = property.media.filter((m) => m.kind === 'photo').length;
  const fullAddress = `${property.address}, ${property.city}, ${property.state} ${property.postal_code}`;
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={property.address} />
      <BackButton />
      <PageHeader title={property.address}>
        {property.is_demo ? <DemoDataChip /> : null}
        <SavedToggle propertyId={property.id} address={fullAddress} saved={property.is_saved} onChanged={onSavedChanged} size="large" />
        {property.is_saved ? <PropertyNoteButton propertyId={property.id} address={property.address} /> : null}
      </PageHeader>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {property.city}, {property.state} {property.postal_code} · {property.county} County
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Card variant="outlined" component="section" aria-label="Photos">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Photos
            </Typography>
            <PropertyPhotos property={property} />
            <Stack direction="row" useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <Link component={RouterLink} to={propertyPhotosHref(property.id)}>
                {photoCount ? `All ${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}` : 'Illustrative images (no listing photos)'}
              </Link>
              <Link component={RouterLink} to={reportHref(property.id)}>
                Full property report
              </Link>
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-label="Facts">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Facts
            </Typography>
            <PropertyFacts property={property} />
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-label="Why it is rated this way" sx={{ gridColumn: { md: '1 / -1' } }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Why it is rated this way
            </Typography>
            <RatingExplanation property={property} />
            {property.public_remarks ? (
              <>
                <Typography variant="subtitle1" component="h3" fontWeight={600} gutterBottom>
                  Listing remarks
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {property.public_remarks}
                </Typography>
              </>
            ) : null}
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="owner-equity-heading" sx={{ gridColumn: { md: '1 / -1' } }}>
          <CardContent>
            <Typography id="owner-equity-heading" variant="h6" component="h2" gutterBottom>
              Owner and equity
            </Typography>
            <OwnerFacts owner={property.owner_record} />
          </CardContent>
        </Card>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PropertyHistoryCard propertyId={property.id} listPrice={property.list_price} />
        </Box>
      </Box>
    </Box>
  );
};
export default PropertyPage;
