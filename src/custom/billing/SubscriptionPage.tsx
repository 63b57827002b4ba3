import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Plan, SubscriptionInfo, TrialInfo } from '../../dataProvider/billing.ts';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { CurrentPlanCard } from './CurrentPlanCard.tsx';
import { PlanCards } from './PlanCards.tsx';
import { useSubscription, useSubscriptionActions } from './useSubscription.ts';

const RETURN_MESSAGES: Record<string, { severity: 'success' | 'info'; text: string }> = {
  'checkout=success': { severity: 'success', text: 'Payment received: your plan is active. Thank you!' },
  'checkout=canceled': { severity: 'info', text: 'Checkout was canceled; nothing was charged.' },
  'payment_method=added': { severity: 'success', text: 'Your payment method was saved.' },
};

/** What each plan card offers, by the user's state: subscribe, upgrade from the trial, or switch. */
function planAction(plan: Plan, info: SubscriptionInfo, actions: ReturnType<typeof useSubscriptionActions>, promoCode: string) {
  // A team member is under the team's plan: only its owner changes it.
  if (info.team_plan) return plan.id === info.plan_id ? <Button disabled>Your team&apos;s plan</Button> : null;
  const status = info.subscription_status;
  if (status === 'trialing') {
    return (
      <Button variant="contained" disabled={actions.busy} onClick={() => actions.upgradeTrial(plan.id)}>
        Upgrade to {plan.name}
      </Button>
    );
  }
  if (status === 'active' || status === 'past_due') {
    if (plan.id === info.plan_id) return <Button disabled>Your plan</Button>;
    return (
      <Button variant="outlined" disabled={actions.busy} onClick={() => actions.switchPlan(plan.id)}>
        Switch to {plan.name}
      </Button>
    );
  }
  return (
    <Button variant="contained" disabled={actions.busy} onClick={() => actions.checkout(plan.id, promoCode.trim() || undefined)}>
      Subscribe to {plan.name}
    </Button>
  );
}

const showTrial = (trial: TrialInfo | undefined) => Boolean(trial?.eligible);

/** /subscription: the current plan and status, the plans with subscribe / upgrade / switch, payment method and billing. */
const SubscriptionPage = () => {
  const { info, trial, plans } = useSubscription();
  const actions = useSubscriptionActions();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [promoCode, setPromoCode] = useState('');
  const returned = Object.entries(RETURN_MESSAGES).find(([key]) => params.toString().includes(key))?.[1];

  useEffect(() => {
    if (returned) notify(returned.text, { type: returned.severity });
  }, [returned, notify]);

  if (info.isPending || plans.isPending) return <PageSpinner />;
  if (info.isError || plans.isError) return <Alert severity="error">{(info.error ?? plans.error)?.message}</Alert>;
  const teamPlan = info.data.team_plan;
  const canSubscribe = !teamPlan && !['trialing', 'active', 'past_due'].includes(info.data.subscription_status);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280 }}>
      <PageHeader title="Subscription">
        <Button component={RouterLink} to="/product-select">
          Explore products
        </Button>
      </PageHeader>
      {returned ? (
        <Alert severity={returned.severity} sx={{ mb: 2 }} onClose={() => setParams({}, { replace: true })}>
          {returned.text}
        </Alert>
      ) : null}
      {info.data.subscription_status === 'past_due' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Your last payment failed. Add a payment method to settle it before the grace period ends.
        </Alert>
      ) : null}
      {teamPlan ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is your team&apos;s plan: you spend from the team&apos;s shared credits, and its owner manages the plan and billing.
        </Alert>
      ) : null}
      <CurrentPlanCard
        info={info.data}
        trial={trial.data}
        busy={actions.busy}
        onAddPaymentMethod={actions.addPaymentMethod}
        onManageBilling={actions.manageBilling}
      />
      <Typography variant="h6" component="h2" gutterBottom id="plans">
        Plans
      </Typography>
      {canSubscribe ? (
        <TextField
          label="Promo code"
          size="small"
          value={promoCode}
          onChange={(event) => setPromoCode(event.target.value)}
          sx={{ mb: 2, maxWidth: 240 }}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
      ) : null}
      <PlanCards
        plans={plans.data.results}
        trial={!teamPlan && showTrial(trial.data) ? plans.data.free_trial : undefined}
        trialAction={
          <Button variant="contained" disabled={actions.busy} onClick={() => actions.startTrial()}>
            Start free trial
          </Button>
        }
        currentPlanId={info.data.is_trial ? null : info.data.plan_id}
        action={(plan) => planAction(plan, info.data, actions, promoCode)}
      />
    </Box>
  );
};
export default SubscriptionPage;
