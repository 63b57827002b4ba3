import { Box, Paper, Typography } from '@mui/material';
import type { DashboardData } from '../../dataProvider/usage.ts';
import { plural, shortDate } from '../../shared/format.ts';
import { planStatusText } from '../../shared/plan.ts';

const Figure = ({ label, value, note, id }: { label: string; value: string; note?: string; id: string }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" id={`${id}-label`}>
      {label}
    </Typography>
    <Typography
      variant="h5"
      component="p"
      aria-labelledby={`${id}-label`}
      data-testid={id}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {value}
    </Typography>
    {note ? (
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    ) : null}
  </Paper>
);

/** Balance, credits used, the period and the plan in force at a glance (the plan's billing period while it is live). */
export const UsageSummary = ({ data }: { data: DashboardData }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
    <Figure
      id="usage-balance"
      label="Balance"
      value={plural(data.balance, 'credit')}
      note={
        data.member_cap
          ? `Your team's monthly cap of ${plural(data.member_cap.cap, 'credit')} leaves you ${plural(data.member_cap.remaining, 'credit')} until ${shortDate(data.member_cap.resets_at.slice(0, 10))}`
          : 'Available now'
      }
    />
    <Figure id="usage-used" label="Used this period" value={plural(data.used_this_period, 'credit')} note="Refunds deducted" />
    <Figure
      id="usage-period"
      label="Period"
      value={`${shortDate(data.period_start)} – ${shortDate(data.period_end)}`}
      note={`${data.plan.period_end ? 'Billing period' : 'Calendar month'} · ${data.time_zone}`}
    />
    <Figure id="usage-plan" label="Plan" value={data.plan.name} note={planStatusText(data.plan)} />
  </Box>
);
