import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { SubscriptionInfo, TrialInfo } from '../../dataProvider/billing.ts';
import { longDate, statusColor, statusLabel } from '../../shared/plan.ts';

interface CurrentPlanCardProps {
  info: SubscriptionInfo;
  trial: TrialInfo | undefined;
  busy: boolean;
  onAddPaymentMethod: () => void;
  onManageBilling: () => void;
}

function periodText(info: SubscriptionInfo, trial: TrialInfo | undefined): string | null {
  if (info.subscription_status === 'none')
    return trial?.eligible
      ? "You are on your account's starting credits. Start the free trial or choose a plan below."
      : "You are on your account's starting credits. Choose a plan below.";
  if (!info.current_period_end) return null;
  const end = longDate(info.current_period_end);
  if (info.subscription_status === 'trialing')
    return `Trial ends on ${end}${trial ? ` (${trial.days_left} day${trial.days_left === 1 ? '' : 's'} left)` : ''}.`;
  if (info.subscription_status === 'canceled')
    return info.is_trial ? `Your free trial ended on ${end}.` : `Your subscription ended on ${end}.`;
  if (info.cancel_at_period_end) return `Cancels on ${end}; your plan stays until then.`;
  if (info.subscription_status === 'past_due') return 'Your last payment failed: add a payment method to keep your plan.';
  return `Renews on ${end}.`;
}

/** The current plan: name, status in words, trial end or next renewal, credits, and the billing buttons. */
export const CurrentPlanCard = ({ info, trial, busy, onAddPaymentMethod, onManageBilling }: CurrentPlanCardProps) => (
  <Card variant="outlined" sx={{ mb: 3 }}>
    <CardContent>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Current plan
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h5" component="p" data-testid="current-plan-name">
              {info.plan.name}
            </Typography>
            {/* Without a subscription the name already says 'No plan': no status chip repeating it. */}
            {info.plan.status === 'none' ? null : (
              <Chip label={statusLabel(info.plan.status)} color={statusColor(info.plan.status)} size="small" />
            )}
          </Box>
          {periodText(info, trial) ? <Typography sx={{ mt: 1 }}>{periodText(info, trial)}</Typography> : null}
          {info.credits_per_month !== null && info.subscription_status !== 'canceled' ? (
            <Typography color="text.secondary">
              {info.credits_per_month.toLocaleString('en-US')} search credits {info.is_trial ? 'for the trial' : 'each month'}
              {info.api_access ? ' · developer API included' : ''}
            </Typography>
          ) : null}
        </Box>
        {/* A team member's plan is the team's: its owner pays for it and manages its billing. */}
        {info.team_plan ? null : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={onAddPaymentMethod} disabled={busy}>
              Add payment method
            </Button>
            <Button variant="outlined" onClick={onManageBilling} disabled={busy}>
              Manage billing
            </Button>
          </Stack>
        )}
      </Stack>
    </CardContent>
  </Card>
);
