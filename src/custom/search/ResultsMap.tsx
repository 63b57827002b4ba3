import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { money, percent } from '../format.ts';
import { project } from './mapProjection.ts';
import { propertyHref } from './ResultsTable.tsx';
import type { PropertySummary } from './searchTypes.ts';

const WIDTH = 960;
const HEIGHT = 460;
const POTENTIAL_COLOR: Record<string, string> = { Excellent: '#2e7d32', High: '#0277bd', Medium: '#ef6c00', Low: '#757575' };
const UNRATED = '#bdbdbd';
type Placed = PropertySummary & { latitude: number; longitude: number };

/**
 * The page's properties by position, as a scatter of latitude and longitude. There are no map tiles (the portal may run
 * offline and no tile service is configured), and the map says so rather than showing a made-up background.
 */
const ResultsMap = ({ rows }: { rows: PropertySummary[] }) => {
  const navigate = useNavigate();
  const [active, setActive] = useState<string | null>(null);
  const placed = project(
    rows.filter((r): r is Placed => r.latitude !== null && r.longitude !== null),
    WIDTH,
    HEIGHT,
  );
  if (placed.length === 0)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        None of the properties on this page has a position to show on the map.
      </Alert>
    );
  const shown = placed.find((p) => p.id === active);
  return (
    <Box sx={{ px: 2 }}>
      <Alert severity="info" sx={{ mb: 1, py: 0 }}>
        Map tiles are unavailable offline: the dots show where this page&apos;s {placed.length} properties are relative to each other (north
        is up), coloured by investment potential.
      </Alert>
      <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#eef2f0', overflow: 'hidden' }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={`Map of ${placed.length} properties`}
          style={{ display: 'block', maxHeight: 480 }}
        >
          {placed.map((p) => (
            <a
              key={p.id}
              href={propertyHref(p.id)}
              aria-label={`${p.address}, ${money(p.list_price)}`}
              onClick={(event) => {
                event.preventDefault();
                void navigate(propertyHref(p.id));
              }}
              onMouseEnter={() => setActive(p.id)}
              onFocus={() => setActive(p.id)}
              onMouseLeave={() => setActive(null)}
              onBlur={() => setActive(null)}
            >
              <circle
                cx={p.x}
                cy={p.y}
                r={p.id === active ? 10 : 7}
                fill={POTENTIAL_COLOR[p.investment_potential ?? ''] ?? UNRATED}
                stroke="#fff"
                strokeWidth={1.5}
                fillOpacity={0.9}
              />
            </a>
          ))}
        </svg>
        {shown ? (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              left: 8,
              bottom: 8,
              bgcolor: 'background.paper',
              boxShadow: 2,
              borderRadius: 1,
              px: 1.5,
              py: 1,
              maxWidth: 320,
            }}
          >
            <Typography variant="body2" fontWeight={600}>
              {shown.address}, {shown.city}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {money(shown.list_price)} · value gap {percent(shown.value_gap_pct)} · {shown.investment_potential ?? 'unrated'} potential
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', py: 1 }} aria-label="Legend">
        {[...Object.entries(POTENTIAL_COLOR), ['Unrated', UNRATED]].map(([label, color]) => (
          <Typography key={label} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, display: 'inline-block' }} />
            {label}
          </Typography>
        ))}
        {placed.length < rows.length ? (
          <Typography variant="caption">{rows.length - placed.length} without a position are not shown.</Typography>
        ) : null}
      </Box>
    </Box>
  );
};
export default ResultsMap;
