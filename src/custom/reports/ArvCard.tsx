import { Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { money } from '../../shared/format.ts';
import { FigureExplanation, FigureValue } from './FigureValue.tsx';
import type { Report } from '../../dataProvider/reportTypes.ts';
import { NOT_A_MODEL } from './reportTypes.ts';

/** ARV with its 80% range and confidence, value gap and LP/ARV. */
export const ArvCard = ({ report }: { report: Report }) => {
  const { arv } = report;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline">After-repair value</Typography>
        <Tooltip title={<FigureExplanation figure={arv.explain.value} />} arrow>
          <Typography variant="h4" tabIndex={0} data-testid="arv-value">
            {money(arv.value)}
          </Typography>
        </Tooltip>
        <Tooltip title={<FigureExplanation figure={arv.explain.range} />} arrow>
          <Typography variant="body2" tabIndex={0} data-testid="arv-range">
            Range {money(arv.low)} – {money(arv.high)} (80% of held-out sales fall in such a range)
          </Typography>
        </Tooltip>
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <Tooltip title={<FigureExplanation figure={arv.explain.confidence} />} arrow>
            <Chip
              tabIndex={0}
              label={arv.confidence === null ? 'No confidence' : `${arv.confidence_level} confidence (${arv.confidence}/100)`}
              color={arv.confidence_level === 'High' ? 'success' : arv.confidence_level === 'Medium' ? 'warning' : 'default'}
            />
          </Tooltip>
        </Stack>
        <FigureValue label="Value gap" figure={report.value_gap} />
        <FigureValue label="LP/ARV" figure={report.lp_arv} format="share" />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {NOT_A_MODEL}
        </Typography>
      </CardContent>
    </Card>
  );
};
