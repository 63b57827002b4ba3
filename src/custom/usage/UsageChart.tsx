import { Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { UsageDay } from '../../dataProvider/usage.ts';
import { USAGE_SERIES } from './usageLabels.ts';

/** Credits used per day of the period, stacked by kind. */
export default function UsageChart({ usage }: { usage: UsageDay[] }) {
  const total = usage.reduce((sum, d) => sum + d.searches + d.downloads + d.reports + d.api_calls, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-labelledby="usage-chart-heading">
      <Typography id="usage-chart-heading" variant="h6" component="h2">
        Credits used per day
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          No credits used in this period yet: a search costs one credit, and its further pages and sorts within 24 hours are free.
        </Typography>
      ) : (
        <BarChart
          height={260}
          dataset={usage.map((d) => ({ ...d, day: Number(d.date.slice(8)) }))}
          xAxis={[{ scaleType: 'band', dataKey: 'day', label: 'Day of the period' }]}
          yAxis={[{ label: 'Credits', tickMinStep: 1 }]}
          series={USAGE_SERIES.map((s) => ({ dataKey: s.key, label: s.label, stack: 'usage' }))}
          margin={{ left: 8, right: 8 }}
        />
      )}
    </Paper>
  );
}
