import { Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Assumptions } from '../../dataProvider/reportTypes.ts';
import { ASSUMPTION_TERMS } from '../../../server/reports/schemas.ts';

const UNIT_SHORT = { usd: '$', usd_month: '$/month', usd_sqft: '$/sq ft', pct: '%', months: 'months', years: 'years' } as const;
/** A field's label: the assumption's label (server/reports/schemas.ts) with its unit, "Down payment (%)". */
const fieldLabel = (key: keyof typeof ASSUMPTION_TERMS) => `${ASSUMPTION_TERMS[key].label} (${UNIT_SHORT[ASSUMPTION_TERMS[key].unit]})`;

/** The assumptions a user edits most, with their labels; the rest keep their defaults (docs/reports.md). */
export const EDITABLE: [key: keyof typeof ASSUMPTION_TERMS, label: string, step: number][] = (
  [
    ['purchase_price', 1000],
    ['down_payment_pct', 1],
    ['interest_rate_pct', 0.125],
    ['loan_term_years', 1],
    ['rehab_per_sqft', 1],
    ['rehab_contingency_pct', 1],
    ['holding_months', 1],
    ['selling_cost_pct', 0.5],
    ['monthly_rent', 25],
    ['vacancy_pct', 1],
    ['management_pct', 1],
    ['refinance_ltv_pct', 1],
    ['refinance_rate_pct', 0.125],
    ['target_return_pct', 1],
  ] as const
).map(([key, step]) => [key, fieldLabel(key), step]);

/** Number inputs; a valid change is reported after a short pause so typing does not send every keystroke. */
export const AssumptionsForm = ({
  assumptions,
  onChange,
  disabled,
}: {
  assumptions: Assumptions;
  onChange?: (changes: Record<string, number>) => void;
  disabled?: boolean;
}) => {
  const [draft, setDraft] = useState<Record<string, string>>({});
  useEffect(() => {
    const changes = Object.fromEntries(
      Object.entries(draft)
        .filter(([, v]) => v !== '' && Number.isFinite(Number(v)))
        .map(([k, v]) => [k, Number(v)]),
    );
    if (!Object.keys(changes).length || !onChange) return undefined;
    const timer = setTimeout(() => {
      onChange(changes);
      setDraft({});
    }, 500);
    return () => clearTimeout(timer);
  }, [draft, onChange]);
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Assumptions {onChange ? '(changes recompute and are saved with the report)' : ''}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {EDITABLE.map(([key, label, step]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            size="small"
            disabled={disabled || !onChange}
            value={draft[key] ?? String(assumptions[key] ?? '')}
            slotProps={{ htmlInput: { step, min: 0, 'data-testid': `assumption-${key}` } }}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
        ))}
      </Box>
    </Box>
  );
};
