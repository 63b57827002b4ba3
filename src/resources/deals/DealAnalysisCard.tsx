import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Deal } from '../../dataProvider/deals.ts';
import { money, percent } from '../../shared/format.ts';
import { reportHref } from '../../shared/properties/links.ts';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack sx={{ minWidth: 120 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p">
      {value}
    </Typography>
  </Stack>
);

/**
 * The property's analysis on a deal's page: the key figures of the caller's latest full report of it (or, before one is
 * made, the listing's own estimate), and a link to the full report (opened, or offered for generation).
 */
export function DealAnalysisCard({ deal }: { deal: Deal }) {
  const { analysis } = deal;
  const fromReport = analysis.source === 'report' && analysis.report_id !== null;
  const href = fromReport ? `/report?id=${analysis.report_id}` : reportHref(deal.property_id);
  return (
    <Card variant="outlined" component="section" aria-labelledby="deal-analysis-heading">
      <CardContent>
        <Typography id="deal-analysis-heading" component="h2" variant="h6" gutterBottom>
          Property analysis
        </Typography>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          <Figure label="List price" value={money(analysis.list_price)} />
          <Figure label="ARV (after-repair value)" value={money(analysis.arv)} />
          <Figure
            label="Value gap"
            value={`${money(analysis.value_gap)}${analysis.value_gap_pct === null ? '' : ` (${percent(analysis.value_gap_pct, 1)})`}`}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {fromReport
            ? 'From your latest full property report.'
            : 'The listing’s estimate: a full report adds comparable sales and the flip, rental and BRRRR analyses.'}
        </Typography>
        <Link component={RouterLink} to={href} sx={{ display: 'inline-block', mt: 1 }}>
          {fromReport ? 'Open the full report' : 'Get the full property report'}
        </Link>
      </CardContent>
    </Card>
  );
}
