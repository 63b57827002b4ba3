import type { ReactNode } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { money, shortDate } from '../../shared/format.ts';
import { propertyHref } from '../../shared/properties/links.ts';
import type { PropertyDetail } from '../../dataProvider/propertyTypes.ts';

const FACTOR: Record<string, string> = {
  value_gap: 'Value gap after rehab',
  lp_arv: 'LP/ARV',
  condition: 'Condition',
  days_on_market: 'Days on market',
  rent_yield: 'Rent yield',
  arv_confidence: 'ARV confidence',
};
const points = (p: number) => (p > 0 ? `+${p}` : String(p));
const pointsColor = (p: number) => (p > 0 ? 'success.main' : p < 0 ? 'error.main' : 'text.secondary');

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="subtitle1" component="h3" fontWeight={600} gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Why the property is rated as it is: investment potential factors, condition cues, ARV method and comparables. */
/** `linkComps`: comparable sales link to their own pages (not for a visitor without an account). */
export const RatingExplanation = ({ property, linkComps = true }: { property: PropertyDetail; linkComps?: boolean }) => {
  const { factors } = property.explanation.investment_potential;
  const { cues } = property.explanation.condition;
  const { method, comps } = property.explanation.arv;
  return (
    <>
      <Section title={`Investment potential: ${property.investment_potential ?? 'not rated'}`}>
        {factors.length === 0 ? (
          <Typography color="text.secondary">Not rated: there are not enough comparable sales to estimate an ARV.</Typography>
        ) : (
          <Table size="small" aria-label="Investment potential factors">
            <TableHead>
              <TableRow>
                <TableCell>Factor</TableCell>
                <TableCell>Why</TableCell>
                <TableCell align="right">Points</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {factors.map((f) => (
                <TableRow key={f.factor}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{FACTOR[f.factor] ?? f.factor}</TableCell>
                  <TableCell>{f.reason}</TableCell>
                  <TableCell align="right" sx={{ color: pointsColor(f.points), fontWeight: 600 }}>
                    {points(f.points)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary">
          Points add up: 6 or more is Excellent, 3.5 High, 1.5 Medium, less is Low.
        </Typography>
      </Section>
      <Section title={`Condition: ${property.condition ?? 'not rated'}`}>
        {cues.length === 0 ? (
          <Typography color="text.secondary">
            No condition cues in the remarks, age or price: the condition is the typical one for the area.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {cues.map((c, i) => (
              <li key={i}>
                <Typography variant="body2">
                  <Box component="span" color="text.secondary">
                    {c.source}:
                  </Box>{' '}
                  “{c.cue}”{' '}
                  <Box component="span" sx={{ color: pointsColor(c.points), fontWeight: 600 }}>
                    ({points(c.points)})
                  </Box>
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={`ARV: ${money(property.arv)}`}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {method}
        </Typography>
        {comps.length === 0 ? (
          <Typography color="text.secondary">No comparable sales were found.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Comparable sales">
              <TableHead>
                <TableRow>
                  <TableCell>Comparable sale</TableCell>
                  <TableCell align="right">Distance</TableCell>
                  <TableCell align="right">Sold for</TableCell>
                  <TableCell>Sold on</TableCell>
                  <TableCell align="right">Sq ft</TableCell>
                  <TableCell align="right">Adj. $/sq ft</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {comps.map((c) => (
                  <TableRow key={c.listing_key}>
                    <TableCell>
                      {c.property_id && linkComps ? (
                        <Link component={RouterLink} to={propertyHref(c.property_id)}>
                          {c.address}
                        </Link>
                      ) : (
                        c.address
                      )}
                    </TableCell>
                    <TableCell align="right">{c.distance_miles.toFixed(1)} mi</TableCell>
                    <TableCell align="right">{money(c.close_price)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDate(c.close_date)}</TableCell>
                    <TableCell align="right">{c.living_area.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{money(c.adjusted_price_per_sqft)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
    </>
  );
};
