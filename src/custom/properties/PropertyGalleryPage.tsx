import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Chip,
  Dialog,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { DemoDataChip } from '../../shared/search/DemoDataNotice.tsx';
import { propertyHref, reportHref } from '../../shared/properties/links.ts';
import type { GalleryPhoto, PropertyGallery } from '../../dataProvider/propertyTypes.ts';

const countLabel = (gallery: PropertyGallery) =>
  gallery.illustrative
    ? `${gallery.count} illustrative ${gallery.count === 1 ? 'image' : 'images'}, no listing photos`
    : `${gallery.count} ${gallery.count === 1 ? 'photo' : 'photos'}`;

const altOf = (photo: GalleryPhoto, index: number, gallery: PropertyGallery) =>
  `${photo.caption} — ${index + 1} of ${gallery.count}, ${gallery.address}`;

const IllustrativeChip = () => <Chip size="small" color="warning" label="Illustrative" sx={{ fontWeight: 600 }} />;

/** The enlarged picture with previous/next (buttons, ← and → keys, wrapping round) and Escape or × to close. */
const Lightbox = ({
  gallery,
  index,
  onIndex,
  onClose,
}: {
  gallery: PropertyGallery;
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const photo = gallery.photos[index]!;
  const step = (by: number) => onIndex((index + by + gallery.count) % gallery.count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const several = gallery.count > 1;
  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="lightbox-caption"
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1, gap: 1 }}>
        <Typography aria-live="polite" sx={{ mr: 'auto' }}>
          {index + 1} / {gallery.count}
        </Typography>
        {photo.kind === 'illustrative' && <IllustrativeChip />}
        <IconButton onClick={onClose} aria-label="Close" sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 0, sm: 7 }, flex: 1 }}>
        {several && (
          <IconButton
            onClick={() => step(-1)}
            aria-label="Previous photo"
            sx={{
              position: 'absolute',
              left: 8,
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,0.45)',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
            }}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
        )}
        <Box
          component="img"
          src={photo.url}
          alt={altOf(photo, index, gallery)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 'calc(100vh - 180px)', sm: '70vh' }, objectFit: 'contain' }}
        />
        {several && (
          <IconButton
            onClick={() => step(1)}
            aria-label="Next photo"
            sx={{
              position: 'absolute',
              right: 8,
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,0.45)',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
            }}
          >
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        )}
      </Box>
      <Typography id="lightbox-caption" sx={{ px: 2, py: 1.5, textAlign: 'center' }}>
        {photo.caption}
      </Typography>
      {several && (
        <Typography variant="caption" sx={{ pb: 1.5, textAlign: 'center', color: 'grey.400' }}>
          Use ← and → to move between pictures, Esc to close.
        </Typography>
      )}
    </Dialog>
  );
};

/** products/properties/photos/{id}: every picture of a listing, or labelled illustrative drawings when it has none. */
const PropertyGalleryPage = () => {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const {
    data: gallery,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey: ['property-photos', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: () => dataProvider.getPropertyPhotos(id),
  });
  const [open, setOpen] = useState<number | null>(null);
  const back = (
    <Button component={RouterLink} to={propertyHref(id)} startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
      Property details
    </Button>
  );
  if (error) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="Property photos" />
        {back}
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {error.message || 'The photos could not be loaded.'}
        </Alert>
      </Box>
    );
  }
  if (isPending || !gallery) {
    return (
      <Box sx={{ py: 2 }} aria-busy>
        <Title title="Property photos" />
        <Skeleton width="50%" height={48} />
        <Skeleton variant="rectangular" height={240} sx={{ my: 2 }} />
      </Box>
    );
  }
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={`Photos of ${gallery.address}`} />
      {back}
      <PageHeader title={`Photos of ${gallery.address}`}>
        {gallery.is_demo ? <DemoDataChip /> : null}
        <Button component={RouterLink} to={reportHref(gallery.property_id)} variant="outlined">
          Full property report
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {gallery.city}, {gallery.state} {gallery.postal_code} · <span data-testid="photo-count">{countLabel(gallery)}</span> ·{' '}
        <Link component={RouterLink} to={propertyHref(gallery.property_id)}>
          Property details
        </Link>
      </Typography>
      {gallery.illustrative && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This listing came without photos{gallery.is_demo ? ' (demo listings have none)' : ''}. The pictures below are illustrative
          drawings generated from the listing&apos;s facts — they are not photos of the property.
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Photos"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {gallery.photos.map((photo, i) => (
          <Box component="li" key={`${i}-${photo.url.slice(0, 80)}`} sx={{ minWidth: 0 }}>
            <Box component="figure" sx={{ m: 0 }}>
              <ButtonBase
                onClick={() => setOpen(i)}
                aria-label={`Open ${altOf(photo, i, gallery)}`}
                sx={{ display: 'block', width: '100%', position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
              >
                <Box
                  component="img"
                  src={photo.url}
                  alt=""
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', aspectRatio: '8 / 5', objectFit: 'cover' }}
                />
                {photo.kind === 'illustrative' && (
                  <Box sx={{ position: 'absolute', top: 6, left: 6 }}>
                    <IllustrativeChip />
                  </Box>
                )}
              </ButtonBase>
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {photo.caption}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {open !== null && <Lightbox gallery={gallery} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </Box>
  );
};
export default PropertyGalleryPage;
