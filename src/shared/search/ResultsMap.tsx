import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { money, percent, plural } from '../format.ts';
import type { SearchGeometry } from '../map/geometry.ts';
import type { MapPoint, MapView } from '../map/mapTypes.ts';
import { PropertyMap } from '../map/PropertyMap.tsx';
import { useClusters } from '../map/useClusters.ts';
import { useState } from 'react';
import { RatingChip } from './resultColumns.tsx';
import { propertyHref, reportHref } from './ResultsTable.tsx';
import type { PropertySummary, SearchQuery } from '../../dataProvider/searchTypes.ts';
import type { CountState } from './useMatchCount.ts';

/** A result row as a marker (rows without a position are left off). */
export const toMapPoints = (rows: PropertySummary[]): MapPoint[] =>
  rows
    .filter((r) => r.latitude !== null && r.longitude !== null)
    .map((r) => ({
      id: r.id,
      latitude: r.latitude!,
      longitude: r.longitude!,
      potential: r.investment_potential,
      label: `${r.address}, ${r.city}: ${money(r.list_price)}, ${r.investment_potential ?? 'unrated'} potential`,
    }));

/** A marker's card: photo, address, price, ARV, value gap, and links to the property and its full report. */
export const PropertyCard = ({ row }: { row: PropertySummary }) => (
  <Box>
    {row.has_photos ? (
      <Box
        component="img"
        src={row.thumbnail_url}
        alt={`Photo of ${row.address}`}
        sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }}
      />
    ) : null}
    <Stack spacing={0.5} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="p" sx={{ pr: 4 }}>
        {row.address}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.city}, {row.state} {row.postal_code}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, typography: 'body2' }}
      >
        <dt>List price</dt>
        <dd style={{ margin: 0 }}>{money(row.list_price)}</dd>
        <dt>ARV</dt>
        <dd style={{ margin: 0 }}>{money(row.arv)}</dd>
        <dt>Value gap</dt>
        <dd style={{ margin: 0 }}>
          {money(row.value_gap)} ({percent(row.value_gap_pct)})
        </dd>
      </Box>
      <Box>
        <RatingChip value={row.investment_potential} />
      </Box>
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to={propertyHref(row.id)} underline="hover">
          Property page
        </Link>
        <Link component={RouterLink} to={reportHref(row.id)} underline="hover">
          Full report
        </Link>
      </Stack>
    </Stack>
  </Box>
);

interface Props {
  rows: PropertySummary[];
  /** Matches of the applied search (all pages); more than the rows: clusters of all of them are drawn. */
  total: number;
  appliedQuery: SearchQuery | null;
  area: SearchGeometry | null;
  /** The drawn area is the applied search's. */
  areaApplied: boolean;
  count: CountState;
  onAreaChange: (area: SearchGeometry | null) => void;
  onApplyArea: () => void;
  onSearchView: (area: SearchGeometry) => void;
  highlightedId: string | null;
  onHover: (id: string | null) => void;
}

/** The new-search page's map: this page's results, clusters of all matches, and the drawn search area. */
const ResultsMap = ({
  rows,
  total,
  appliedQuery,
  area,
  areaApplied,
  count,
  onAreaChange,
  onApplyArea,
  onSearchView,
  highlightedId,
  onHover,
}: Props) => {
  const [view, setView] = useState<MapView | null>(null);
  const clusters = useClusters(appliedQuery && total > rows.length ? appliedQuery : null, view);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const points = toMapPoints(rows);
  const countText =
    count.status === 'done'
      ? `${plural(count.answer.count, 'matching property', 'matching properties')}`
      : count.status === 'loading'
        ? 'Counting…'
        : count.status === 'error'
          ? count.error.message
          : '';
  return (
    <PropertyMap
      label={`Map of ${plural(points.length, 'property', 'properties')} on this page`}
      points={points}
      clusters={clusters}
      highlightedId={highlightedId}
      onHover={onHover}
      onViewChange={setView}
      placeNames
      height={{ xs: 320, md: 520 }}
      renderCard={(id) => {
        const row = byId.get(id);
        return row ? (
          <PropertyCard row={row} />
        ) : (
          <Stack spacing={1} sx={{ p: 1.5 }}>
            <Typography variant="body2">This property is on another page of the results.</Typography>
            <Link component={RouterLink} to={propertyHref(id)}>
              Property page
            </Link>
          </Stack>
        );
      }}
      drawing={{
        area,
        onAreaChange,
        onSearchView,
        actions: area ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" aria-live="polite" data-testid="area-count">
              {countText}
            </Typography>
            <Button size="small" variant="contained" onClick={onApplyArea} disabled={areaApplied}>
              {areaApplied ? 'Area applied' : 'Apply area'}
            </Button>
          </Stack>
        ) : null,
      }}
    />
  );
};
export default ResultsMap;
