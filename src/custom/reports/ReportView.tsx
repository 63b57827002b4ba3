import { Alert, Box, Button, Card, CardContent, Chip, Grid, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { count, money, shortDate } from '../../shared/format.ts';
import { propertyHref, propertyPhotosHref } from '../../shared/properties/links.ts';
import { OwnerFacts } from '../../shared/properties/OwnerFacts.tsx';
import { PropertyHistory } from '../../shared/properties/PropertyHistory.tsx';
import { AnalysesTabs } from './AnalysesTabs.tsx';
import { ArvCard } from './ArvCard.tsx';
import { AssumptionsForm } from './AssumptionsForm.tsx';
import { CompsMap } from './CompsMap.tsx';
import { CompsTable } from './CompsTable.tsx';
import { FigureValue } from './FigureValue.tsx';
import { MarketSection } from './MarketSection.tsx';
import { ReportActions } from './ReportActions.tsx';
import type { Figure, Report } from '../../dataProvider/reportTypes.ts';
import { AUCTION_ROWS } from '../../../server/reports/schemas.ts';
import { auctionStatusLabel } from '../../shared/search/filterOptions.ts';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined" sx={{ mb: 2, breakInside: 'avoid' }}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

interface Props {
  report: Report;
  /** Absent for read-only reports (the sample, a shared link). */
  onChange?: (changes: Record<string, unknown>) => void;
  saving?: boolean;
  token?: string;
}

/** The full property report: facts and photos, ARV, comps, rehab, analyses, market, auction, assumptions. */
export const ReportView = ({ report, onChange, saving, token }: Props) => {
  const p = report.property;
  const excluded = (report.assumptions.excluded_comp_ids as string[]) ?? [];
  const added = (report.assumptions.added_comp_ids as string[]) ?? [];
  const [addId, setAddId] = useState('');
  const toggle = (id: string) => onChange?.({ excluded_comp_ids: [...excluded, id], added_comp_ids: added.filter((a) => a !== id) });
  const auctionFigures = (report.auction ?? {}) as Record<string, Figure | undefined>;
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        spacing={1}
      >
        <Box>
          <Typography variant="h5" component="h1" data-testid="report-address">
            {p.address}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {report.is_sample ? 'Sample report, free to read. ' : `Generated ${shortDate(report.created_at)}. `}Market as of{' '}
            {shortDate(report.reference_date)}.
          </Typography>
        </Box>
        <ReportActions report={report} token={token} />
      </Stack>
      {saving && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Recomputing…
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title="Property">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Box
                component="img"
                src={p.thumbnail_url}
                alt={p.photos[0]?.caption ?? p.address}
                sx={{ width: { xs: '100%', sm: 220 }, borderRadius: 1, bgcolor: 'grey.100' }}
              />
              <Box>
                <Typography>
                  {p.property_subtype ?? p.property_type} · {count(p.bedrooms)} bd · {count(p.bathrooms)} ba · {count(p.living_area)} sq ft
                  · built {p.year_built ?? '—'}
                </Typography>
                <Typography>
                  List price {money(p.list_price)} · {p.standard_status}
                </Typography>
                <Typography>Estimated condition: {p.condition ?? '—'}</Typography>
                {p.is_demo && <Chip size="small" label="Demo listing" sx={{ mt: 1 }} />}
                <Box sx={{ mt: 1 }}>
                  <Link component={RouterLink} to={propertyHref(p.id)}>
                    Property details
                  </Link>
                  {' · '}
                  <Link component={RouterLink} to={propertyPhotosHref(p.id)}>
                    Photos
                  </Link>
                </Box>
              </Box>
            </Stack>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ArvCard report={report} />
        </Grid>
      </Grid>
      <Section title={`Comparable sales (${report.comps.length}, within ${report.radius_mi} mi)`}>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <CompsMap report={report} excluded={new Set(excluded)} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <CompsTable report={report} onToggle={onChange ? toggle : undefined} />
          </Box>
        </Stack>
        {onChange && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
            {excluded.length > 0 && (
              <Button size="small" onClick={() => onChange({ excluded_comp_ids: [] })}>
                Put back {excluded.length} excluded
              </Button>
            )}
            <TextField
              size="small"
              label="Add a sale by property id"
              value={addId}
              onChange={(e) => setAddId(e.target.value.replace(/\D/g, ''))}
            />
            <Button
              size="small"
              disabled={!addId}
              onClick={() => {
                onChange({ added_comp_ids: [...added, addId] });
                setAddId('');
              }}
            >
              Add comp
            </Button>
          </Stack>
        )}
      </Section>
      <Section title="Rehab">
        <Box sx={{ maxWidth: 560 }}>
          <FigureValue label="Base (rate × living area)" figure={report.rehab.base} />
          <FigureValue label="Contingency" figure={report.rehab.contingency} />
          <FigureValue label="Rehab budget" figure={report.rehab.total} />
        </Box>
      </Section>
      <Section title="Assumptions">
        <AssumptionsForm assumptions={report.assumptions} onChange={onChange} disabled={saving} />
      </Section>
      <Section title="Investment analyses">
        <AnalysesTabs report={report} />
      </Section>
      {report.auction && (
        <Section title="Auction">
          <Typography>
            Auction {report.auction.auction_date ? shortDate(report.auction.auction_date) : 'date not given'} · opening bid{' '}
            {money(report.auction.opening_bid)}
            {auctionStatusLabel(report.auction.auction_status) ? ` · ${auctionStatusLabel(report.auction.auction_status)}` : ''}
          </Typography>
          <Box sx={{ maxWidth: 560 }}>
            {AUCTION_ROWS.map(([key, label, format]) => (
              <FigureValue key={key} label={label} figure={auctionFigures[key]} format={format} />
            ))}
          </Box>
        </Section>
      )}
      <Section title="Market">
        <MarketSection market={report.market} />
      </Section>
      <Section title="Price and status history">
        <PropertyHistory events={report.history ?? []} listPrice={p.list_price} />
      </Section>
      <Section title="Owner and equity">
        <OwnerFacts owner={report.owner} />
      </Section>
    </Box>
  );
};
