import ApiIcon from '@mui/icons-material/Api';
import AssessmentIcon from '@mui/icons-material/Assessment';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PlanCards } from './PlanCards.tsx';
import { useSubscription, useSubscriptionActions } from './useSubscription.ts';

interface Product {
  id: string;
  title: string;
  text: string;
  home: string;
  icon: ReactElement;
}

export const PRODUCTS: Product[] = [
  {
    id: 'lists',
    title: 'Investment property lists',
    text: 'Search standard and auction listings with AI-derived filters, save searches, send alerts.',
    home: '/products/lists/new-search',
    icon: <SearchIcon />,
  },
  {
    id: 'reports',
    title: 'Full property reports',
    text: 'A full AI report for any address: value, rehab, rent and investment potential.',
    home: '/products/full-property-report/demo',
    icon: <AssessmentIcon />,
  },
  {
    id: 'api',
    title: 'Developer API',
    text: 'Property search and metrics in your own software through the public API.',
    home: '/products/integrations/apis',
    icon: <ApiIcon />,
  },
];

/** /product-select: pick the product to start with, then a plan (or the free trial); linked from the subscription screen. */
const ProductSelectPage = () => {
  const { info, trial, plans } = useSubscription();
  const actions = useSubscriptionActions();
  const navigate = useNavigate();
  const [product, setProduct] = useState<Product>(PRODUCTS[0]!);
  if (info.isPending || plans.isPending) return <PageSpinner />;
  if (info.isError || plans.isError) return <Alert severity="error">{(info.error ?? plans.error)?.message}</Alert>;
  const status = info.data.subscription_status;
  const live = status === 'trialing' || status === 'active' || status === 'past_due';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280 }}>
      <PageHeader title="Choose a product" />
      <Box
        role="radiogroup"
        aria-label="Product"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}
      >
        {PRODUCTS.map((entry) => (
          <Card
            key={entry.id}
            variant="outlined"
            sx={entry.id === product.id ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
          >
            <CardActionArea role="radio" aria-checked={entry.id === product.id} onClick={() => setProduct(entry)} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  {entry.icon}
                  <Typography variant="h6">{entry.title}</Typography>
                </Box>
                <Typography color="text.secondary">{entry.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Choose a plan
      </Typography>
      {live ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void navigate(product.home)}>
              Continue
            </Button>
          }
        >
          You are on {info.data.plan.is_trial ? `the ${info.data.plan.name}` : `the ${info.data.plan.name} plan`}. Continue to{' '}
          {product.title.toLowerCase()}, or upgrade below.
        </Alert>
      ) : null}
      <PlanCards
        plans={plans.data.results}
        trial={trial.data?.eligible ? plans.data.free_trial : undefined}
        trialAction={
          <Button
            variant="contained"
            disabled={actions.busy}
            onClick={() => {
              actions.startTrial(() => void navigate(product.home));
            }}
          >
            Start free trial
          </Button>
        }
        action={(plan) =>
          status === 'trialing' ? (
            <Button variant="contained" disabled={actions.busy} onClick={() => actions.upgradeTrial(plan.id)}>
              Upgrade to {plan.name}
            </Button>
          ) : status === 'active' || status === 'past_due' ? (
            <Button onClick={() => void navigate('/subscription')}>Change on Subscription</Button>
          ) : (
            <Button variant="contained" disabled={actions.busy} onClick={() => actions.checkout(plan.id)}>
              Subscribe to {plan.name}
            </Button>
          )
        }
      />
    </Box>
  );
};
export default ProductSelectPage;
