import MapIcon from '@mui/icons-material/Map';
import { Box, Button, Skeleton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useListContext } from 'react-admin';
import type { SavedProperty } from '../../dataProvider/propertyTypes.ts';

// The map and its card load only when the user asks for the map.
const MapView = lazy(async () => {
  const [{ PropertyMap }, { PropertyCard, toMapPoints }] = await Promise.all([
    import('../../shared/map/PropertyMap.tsx'),
    import('../../shared/search/ResultsMap.tsx'),
  ]);
  const View = ({ records }: { records: SavedProperty[] }) => {
    const rows = records.map((r) => r.property);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return (
      <PropertyMap
        label="Map of the saved properties on this page"
        points={toMapPoints(rows)}
        height={{ xs: 300, md: 420 }}
        renderCard={(id) => (byId.get(id) ? <PropertyCard row={byId.get(id)!} /> : null)}
      />
    );
  };
  return { default: View };
});

/** 'Show on map' above the saved properties: this page of them on the shared map component, each with its card. */
export const SavedPropertiesMap = () => {
  const { data } = useListContext<SavedProperty>();
  const [shown, setShown] = useState(false);
  if (!data?.length) return null;
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Button size="small" startIcon={<MapIcon />} onClick={() => setShown((v) => !v)} aria-expanded={shown}>
        {shown ? 'Hide the map' : 'Show on map'}
      </Button>
      {shown ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
          <MapView records={data} />
        </Suspense>
      ) : null}
    </Box>
  );
};
