import { Box, Typography } from '@mui/material';
import { FigureValue } from './FigureValue.tsx';
import type { Figure, Report } from '../../dataProvider/reportTypes.ts';

/** The ZIP's market: $/sq ft by month (a small bar chart), its trend, days on market, sale-to-list. */
export const MarketSection = ({ market }: { market: Report['market'] }) => {
  const max = Math.max(1, ...market.ppsf_trend.map((p) => p.median_ppsf));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        ZIP {market.postal_code}: {market.sales_12m} sales in 12 months, {market.active_listings} active listings.
      </Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, height: 90, my: 1 }}
        role="img"
        aria-label="Median price per square foot by month"
      >
        {market.ppsf_trend.map((p) => (
          <Box
            key={p.month}
            title={`${p.month}: $${p.median_ppsf}/sq ft (${p.sales} sales)`}
            sx={{ flex: 1, bgcolor: 'primary.light', height: `${(p.median_ppsf / max) * 100}%` }}
          />
        ))}
      </Box>
      <Box sx={{ maxWidth: 560 }}>
        <FigureValue label="Median $/sq ft" figure={market.median_ppsf as Figure} />
        <FigureValue label="$/sq ft trend (a year)" figure={market.ppsf_change_pct as Figure} format="pct" />
        <FigureValue label="Median days on market" figure={market.median_days_on_market as Figure} format="number" />
        <FigureValue label="Sale-to-list" figure={market.sale_to_list_pct as Figure} format="pct" />
      </Box>
    </Box>
  );
};
