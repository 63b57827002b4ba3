import { Box, Tooltip, Typography } from '@mui/material';
import { DASH, money, ratioPercent } from '../../shared/format.ts';
import type { Figure } from '../../dataProvider/reportTypes.ts';

/** `share`: a ratio shown in percent as everywhere else (LP/ARV 0.627 → 63%); `ratio`: a multiple (DSCR 1.25). */
export type FigureFormat = 'usd' | 'pct' | 'share' | 'ratio' | 'number';

export const formatFigure = (value: number | null | undefined, format: FigureFormat) => {
  if (value === null || value === undefined) return DASH;
  if (format === 'usd') return money(value);
  if (format === 'pct') return `${value.toFixed(1)}%`;
  if (format === 'share') return ratioPercent(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
};

/** How a figure was computed: its formula and the inputs it used. */
export const FigureExplanation = ({ figure }: { figure: Figure }) => (
  <Box sx={{ p: 0.5 }}>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {figure.formula}
    </Typography>
    {Object.entries(figure.inputs).map(([name, value]) => (
      <Typography key={name} variant="caption" component="div">
        {name}: {typeof value === 'number' ? value.toLocaleString('en-US') : (value ?? DASH)}
      </Typography>
    ))}
  </Box>
);

/** A labelled figure; hovering (or focusing) it shows how it was computed. */
export const FigureValue = ({ label, figure, format = 'usd' }: { label: string; figure: Figure | undefined; format?: FigureFormat }) => (
  <Tooltip title={figure ? <FigureExplanation figure={figure} /> : ''} placement="top" arrow>
    <Box
      tabIndex={0}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider', cursor: 'help' }}
      data-testid={`figure-${label}`}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatFigure(figure?.value, format)}
      </Typography>
    </Box>
  </Tooltip>
);
