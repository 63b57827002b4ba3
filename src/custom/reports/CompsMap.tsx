import MapIcon from '@mui/icons-material/Map';
import { Box, Button, Skeleton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { MapPoint } from '../../shared/map/mapTypes.ts';
import type { Report } from '../../dataProvider/reportTypes.ts';

const SUBJECT = '#d32f2f';
const COMP = '#1976d2';
const ADDED = '#7b1fa2';
const EXCLUDED = '#9e9e9e';
const COMPS_LEGEND = [
  { label: 'This property', color: SUBJECT },
  { label: 'Comparable sale', color: COMP },
  { label: 'Comp you added', color: ADDED },
  { label: 'Left out of the ARV', color: EXCLUDED },
];

// The street map (the shared map component) loads only when asked for.
const PropertyMap = lazy(async () => ({ default: (await import('../../shared/map/PropertyMap.tsx')).PropertyMap }));

/** The subject and its comps as map markers, coloured by role. */
export function compPoints(report: Report, excluded: Set<string>): MapPoint[] {
  const { id, address, latitude, longitude } = report.property;
  const subject: MapPoint[] =
    latitude === null || longitude === null
      ? []
      : [{ id, latitude, longitude, potential: null, label: `${address} (this property)`, color: SUBJECT }];
  return [
    ...subject,
    ...report.comps.map((c, i) => ({
      id: c.property_id,
      latitude: c.latitude,
      longitude: c.longitude,
      potential: null,
      label: `Comp ${i + 1}: ${c.address}, sold $${c.price.toLocaleString('en-US')}`,
      color: excluded.has(c.property_id) ? EXCLUDED : c.added ? ADDED : COMP,
    })),
  ];
}

/** The comps on the small diagram, or on the street map (the search's map component) when the reader switches to it. */
export const CompsMap = ({ report, excluded }: { report: Report; excluded: Set<string> }) => {
  const [street, setStreet] = useState(false);
  if (report.property.latitude === null || report.property.longitude === null) return null;
  return (
    <Box sx={{ width: { xs: '100%', lg: street ? 520 : 360 }, maxWidth: '100%', flex: 'none' }}>
      <Button size="small" startIcon={<MapIcon />} onClick={() => setStreet((v) => !v)} aria-pressed={street}>
        {street ? 'Show the diagram' : 'Show on the map'}
      </Button>
      {street ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
          <PropertyMap
            label="Map of the comparable sales around the property"
            points={compPoints(report, excluded)}
            height={320}
            legend={COMPS_LEGEND}
          />
        </Suspense>
      ) : (
        <CompsDiagram report={report} excluded={excluded} />
      )}
    </Box>
  );
};

/** The subject and its comps on a small diagram (equirectangular projection around the subject; 1 mile grid). */
const CompsDiagram = ({ report, excluded }: { report: Report; excluded: Set<string> }) => {
  const { latitude, longitude } = report.property;
  if (latitude === null || longitude === null) return null;
  const points = report.comps.map((c) => ({
    ...c,
    dx: (c.longitude - longitude) * 69 * Math.cos((latitude * Math.PI) / 180),
    dy: (c.latitude - latitude) * 69,
  }));
  const extent = Math.max(1, ...points.map((p) => Math.max(Math.abs(p.dx), Math.abs(p.dy)))) * 1.15;
  const x = (dx: number) => 150 + (dx / extent) * 140;
  const y = (dy: number) => 150 - (dy / extent) * 140;
  return (
    <Box
      component="svg"
      viewBox="0 0 300 300"
      role="img"
      aria-label="Map of the comparable sales around the property"
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'grey.50', borderRadius: 1 }}
    >
      <circle cx={150} cy={150} r={(1 / extent) * 140} fill="none" stroke="#bbb" strokeDasharray="4 4" />
      <text x={150} y={150 - (1 / extent) * 140 - 4} fontSize={9} textAnchor="middle" fill="#777">
        1 mile
      </text>
      {points.map((p, i) => (
        <g key={p.property_id} opacity={excluded.has(p.property_id) ? 0.3 : 1}>
          <circle cx={x(p.dx)} cy={y(p.dy)} r={9} fill={p.added ? '#7b1fa2' : '#1976d2'}>
            <title>{`${p.address}: sold $${p.price.toLocaleString('en-US')}`}</title>
          </circle>
          <text x={x(p.dx)} y={y(p.dy) + 3} fontSize={9} textAnchor="middle" fill="#fff">
            {i + 1}
          </text>
        </g>
      ))}
      <rect x={143} y={143} width={14} height={14} fill="#d32f2f">
        <title>{report.property.address}</title>
      </rect>
    </Box>
  );
};
