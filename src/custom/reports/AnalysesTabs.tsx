import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FigureValue } from './FigureValue.tsx';
import type { Figure, Report } from '../../dataProvider/reportTypes.ts';
import { BRRRR_ROWS, FLIP_ROWS, RENTAL_ROWS, type FigureRow } from '../../../server/reports/schemas.ts';

const FigureList = ({ figures, rows }: { figures: Record<string, Figure>; rows: FigureRow[] }) => (
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
        {tab === 0 && <FigureList figures={a.flip} rows={FLIP_ROWS} />}
        {tab === 1 && (
          <>
            <FigureValue label="Monthly rent estimate" figure={report.rent.explain} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {report.rent.method === 'rental_comps'
                ? `From ${report.rental_comps.length} nearby lease listings.`
                : 'No lease comparables in the feed nearby: a rent-to-value rule of thumb stands in.'}
            </Typography>
            <FigureList figures={a.rental} rows={RENTAL_ROWS} />
          </>
        )}
        {tab === 2 && <FigureList figures={a.brrrr} rows={BRRRR_ROWS} />}
      </Box>
    </Box>
  );
};
