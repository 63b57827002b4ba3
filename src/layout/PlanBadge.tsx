import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { planStateOf, setPlanState, UNSUBSCRIBED, usePlanState } from '../auth/planState.ts';
import { statusColor, statusLabel } from '../custom/billing/index.ts';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';

/** The sidebar's plan badge beside 'Subscription': loads the plan once per visit and shows its status in words. */
export const PlanBadge = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const info = useQuery({ queryKey: ['subscription', 'info'], queryFn: () => dataProvider.getSubscriptionInfo(), staleTime: 60_000 });
  useEffect(() => {
    if (info.data) setPlanState(planStateOf(info.data));
    else if (info.isError) setPlanState(UNSUBSCRIBED);
  }, [info.data, info.isError]);
  const plan = usePlanState();
  return (
    <Chip
      size="small"
      sx={{ ml: 1, height: 20 }}
      label={statusLabel(plan.subscription_status)}
      color={statusColor(plan.subscription_status)}
    />
  );
};
