import { Chip, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { planStateOf, setPlanState, UNSUBSCRIBED, usePlanState } from '../auth/planState.ts';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';
import { planBadgeLabel, planLine, statusColor, statusLabel } from '../shared/plan.ts';

/**
 * The sidebar's plan badge beside 'Subscription': the plan in force from the subscription answer (the same as Credit
 * usage and the credit chip read), its name while live; the kept plan state until it loads.
 */
export const PlanBadge = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const info = useQuery({ queryKey: ['subscription', 'info'], queryFn: () => dataProvider.getSubscriptionInfo(), staleTime: 60_000 });
  useEffect(() => {
    if (info.data) setPlanState(planStateOf(info.data));
    else if (info.isError) setPlanState(UNSUBSCRIBED);
  }, [info.data, info.isError]);
  const kept = usePlanState();
  const plan = info.data?.plan;
  const status = plan?.status ?? kept.subscription_status;
  return (
    <Tooltip title={plan ? planLine(plan) : statusLabel(status)}>
      <Chip
        size="small"
        data-testid="plan-badge"
        sx={{ ml: 1, height: 20 }}
        label={plan ? planBadgeLabel(plan) : statusLabel(status)}
        color={statusColor(status)}
      />
    </Tooltip>
  );
};
