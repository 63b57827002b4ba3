import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { planStateOf, setPlanState, UNSUBSCRIBED } from '../../auth/planState.ts';
import type { UrlAnswer } from '../../dataProvider/billing.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { useBalanceUpdates } from '../../shared/credits.ts';

/** The user's subscription, trial and the plans; keeps the client's plan state in step (unsubscribed on errors). */
export function useSubscription() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const info = useQuery({ queryKey: ['subscription', 'info'], queryFn: () => dataProvider.getSubscriptionInfo() });
  const trial = useQuery({ queryKey: ['subscription', 'trial'], queryFn: () => dataProvider.getTrialInfo() });
  const plans = useQuery({ queryKey: ['subscription', 'plans'], queryFn: () => dataProvider.getPlans() });
  useEffect(() => {
    if (info.data) setPlanState(planStateOf(info.data));
    else if (info.isError) setPlanState(UNSUBSCRIBED);
  }, [info.data, info.isError]);
  return { info, trial, plans, dataProvider };
}

/** Actions of the Subscription page: those that leave the portal go to the answered url; others refresh the page's data. */
export function useSubscriptionActions() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { refreshBalance } = useBalanceUpdates();
  // A trial or another plan also grants credits: the app bar's balance is read again with the plan.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['subscription'] }), refreshBalance()]);
  const onError = (error: Error) => notify(error.message, { type: 'error' });
  const leave = useMutation({
    mutationFn: (call: () => Promise<UrlAnswer>) => call(),
    onSuccess: ({ url }) => window.location.assign(url),
    onError,
  });
  const startTrial = useMutation({
    mutationFn: () => dataProvider.startFreeTrial(),
    onSuccess: () => {
      notify('Your free trial has started.', { type: 'success' });
      return refresh();
    },
    onError,
  });
  const switchPlan = useMutation({
    mutationFn: (planId: string) => dataProvider.switchPlan(planId),
    onSuccess: (info) => {
      notify(`You are now on the ${info.plan_name ?? 'new'} plan.`, { type: 'success' });
      return refresh();
    },
    onError,
  });
  return {
    busy: leave.isPending || startTrial.isPending || switchPlan.isPending,
    checkout: (planId: string, promoCode?: string) => leave.mutate(() => dataProvider.checkout(planId, promoCode)),
    upgradeTrial: (planId: string) => leave.mutate(() => dataProvider.trialUpgradeCheckout(planId)),
    addPaymentMethod: () => leave.mutate(() => dataProvider.addPaymentMethod('/subscription?payment_method=added', '/subscription')),
    manageBilling: () => leave.mutate(() => dataProvider.manageBilling('/subscription')),
    /** `onStarted` runs once the server has started the trial (a refusal shows its reason and stays). */
    startTrial: (onStarted?: () => void) => startTrial.mutate(undefined, { onSuccess: onStarted }),
    switchPlan: (planId: string) => switchPlan.mutate(planId),
  };
}
