import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import type { PropertyDetail } from '../../dataProvider/propertyTypes.ts';

/** The listing's photos; a listing without any shows the server's "No photo available" picture, never a stock photo. */
export const PropertyPhotos = ({ property }: { property: PropertyDetail }) => {
  const photos = property.media.filter((m) => m.kind === 'photo');
  const [index, setIndex] = useState(0);
  if (photos.length === 0) {
    return (
      <Box component="figure" sx={{ m: 0 }}>
        <Box
          component="img"
          src={property.thumbnail_url}
          alt="No photo available"
          sx={{ width: '100%', maxHeight: 360, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
        />
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          This listing has no photos{property.is_demo ? ' (demo listings come without photos)' : ''}.
        </Typography>
      </Box>
    );
  }
  const current = photos[Math.min(index, photos.length - 1)]!;
  return (
    <Box>
      <Box component="figure" sx={{ m: 0 }}>
        <Box
          component="img"
          src={current.url}
          alt={current.caption ?? `Photo ${index + 1} of ${property.address}`}
          sx={{ width: '100%', maxHeight: 480, objectFit: 'contain', bgcolor: 'grey.900', borderRadius: 1 }}
        />
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {current.caption ?? `Photo ${index + 1} of ${photos.length}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', mt: 1 }} role="list" aria-label="Photos">
        {photos.map((photo, i) => (
          <ButtonBase
            key={photo.url}
            role="listitem"
            onClick={() => setIndex(i)}
            aria-label={`Show photo ${i + 1}`}
            aria-current={i === index}
            sx={{ flex: '0 0 auto', borderRadius: 1, outline: i === index ? 2 : 0, outlineColor: 'primary.main' }}
          >
            <Box component="img" src={photo.url} alt="" sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }} />
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
};
