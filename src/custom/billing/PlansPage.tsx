import { Alert, Box, Button, Container, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { PlanCards } from './PlanCards.tsx';

/** /plans: the public comparison of plans (no sign-in), with the free trial as the way in. */
const PlansPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const plans = useQuery({ queryKey: ['subscription', 'plans'], queryFn: () => dataProvider.getPlans() });
  if (plans.isPending) return <PageSpinner />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        PropScout plans
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Search investment properties with AI-derived metrics. Start with a free trial
        {plans.data ? ` of ${plans.data.free_trial.days} days and ${plans.data.free_trial.credits.toLocaleString('en-US')} credits` : ''},
        no card needed; pick a plan when you are ready.
      </Typography>
      {plans.isError ? (
        <Alert severity="error">{plans.error.message}</Alert>
      ) : (
        <PlanCards
          plans={plans.data.results}
          trial={plans.data.free_trial}
          trialAction={
            <Button variant="contained" component={RouterLink} to="/signup?free_trial=1">
              Start free trial
            </Button>
          }
          action={() => (
            <Button variant="outlined" component={RouterLink} to="/signup?free_trial=1">
              Start free trial
            </Button>
          )}
        />
      )}
      <Box sx={{ mt: 3 }}>
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>{' '}
          and choose a plan on the Subscription page.
        </Typography>
      </Box>
    </Container>
  );
};
export default PlansPage;
