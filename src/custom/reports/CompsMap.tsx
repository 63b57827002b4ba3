import { Box } from '@mui/material';
import type { Report } from './reportTypes.ts';

/** The subject and its comps on a small map (equirectangular projection around the subject; 1 mile grid). */
export const CompsMap = ({ report, excluded }: { report: Report; excluded: Set<string> }) => {
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
