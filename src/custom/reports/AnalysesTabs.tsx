import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FigureValue, type FigureFormat } from './FigureValue.tsx';
import type { Figure, Report } from '../../dataProvider/reportTypes.ts';

type Rows = [key: string, label: string, format?: FigureFormat][];

const FLIP: Rows = [
  ['purchase_price', 'Purchase price'],
  ['purchase_closing', 'Closing costs'],
  ['rehab', 'Rehab'],
  ['holding_costs', 'Holding costs'],
  ['financing_costs', 'Financing (interest)'],
  ['selling_costs', 'Selling costs'],
  ['total_cost', 'Total cost'],
  ['profit', 'Profit'],
  ['cash_invested', 'Cash invested'],
  ['roi_pct', 'ROI', 'pct'],
  ['max_offer_70', '70% rule maximum offer'],
];
const RENTAL: Rows = [
  ['gross_rent', 'Gross rent (year)'],
  ['vacancy', 'Vacancy'],
  ['effective_income', 'Effective income'],
  ['operating_expenses', 'Operating expenses'],
  ['noi', 'NOI'],
  ['loan_amount', 'Loan'],
  ['monthly_payment', 'Monthly payment'],
  ['cash_flow_monthly', 'Cash flow (month)'],
  ['cash_flow_annual', 'Cash flow (year)'],
  ['cash_invested', 'Cash invested'],
  ['cap_rate_pct', 'Cap rate', 'pct'],
  ['cash_on_cash_pct', 'Cash-on-cash', 'pct'],
  ['dscr', 'DSCR', 'ratio'],
];
const BRRRR: Rows = [
  ['cash_in_before_refinance', 'Cash in before refinance'],
  ['refinance_loan', 'Refinance loan'],
  ['refinance_closing', 'Refinance closing'],
  ['cash_out', 'Cash out'],
  ['cash_left_in', 'Cash left in'],
  ['monthly_payment', 'Monthly payment'],
  ['noi', 'NOI'],
  ['cash_flow_annual', 'Cash flow (year)'],
  ['cash_on_cash_pct', 'Cash-on-cash after refinance', 'pct'],
];

const FigureList = ({ figures, rows }: { figures: Record<string, Figure>; rows: Rows }) => (
  <Box sx={{ maxWidth: 560 }}>
    {rows.map(([key, label, format]) => (
      <FigureValue key={key} label={label} figure={figures[key]} format={format} />
    ))}
  </Box>
);

/** Flip, rental and BRRRR analyses in tabs; every figure explains itself on hover. */
export const AnalysesTabs = ({ report }: { report: Report }) => {
  const [tab, setTab] = useState(0);
  const a = report.analyses;
  if (!a) return <Typography>Without comparable sales there is no ARV, so no flip, rental or BRRRR analysis.</Typography>;
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Analyses" variant="scrollable">
        <Tab label="Flip" />
        <Tab label="Rental" />
        <Tab label="BRRRR" />
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {tab === 0 && <FigureList figures={a.flip} rows={FLIP} />}
        {tab === 1 && (
          <>
            <FigureValue label="Monthly rent estimate" figure={report.rent.explain} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {report.rent.method === 'rental_comps'
                ? `From ${report.rental_comps.length} nearby lease listings.`
                : 'No lease comparables in the feed nearby: a rent-to-value rule of thumb stands in.'}
            </Typography>
            <FigureList figures={a.rental} rows={RENTAL} />
          </>
        )}
        {tab === 2 && <FigureList figures={a.brrrr} rows={BRRRR} />}
      </Box>
    </Box>
  );
};
