import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardActions, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Plan, PlansAnswer } from '../../dataProvider/billing.ts';
import { planPrice } from './planLabels.ts';

interface PlanCardsProps {
  plans: Plan[];
  /** The trial's settings: shown as its own card when given. */
  trial?: PlansAnswer['free_trial'];
  trialAction?: ReactNode;
  currentPlanId?: string | null;
  action: (plan: Plan) => ReactNode;
}

const Feature = ({ children }: { children: ReactNode }) => (
  <ListItem disableGutters dense>
    <ListItemIcon sx={{ minWidth: 28 }}>
      <CheckIcon fontSize="small" color="success" />
    </ListItemIcon>
    <ListItemText primary={children} />
  </ListItem>
);

/** "Teams of up to 10 people, one shared credit pool": a plan's seats in words (seats are the team's members and open invitations). */
export const seatsLine = (seats: number) =>
  seats === 1 ? 'One person: no team members' : `Teams of up to ${seats.toLocaleString('en-US')} people, one shared credit pool`;

/** A plan's lines: credits, row limit, seats and API access from its figures, then its other features; each said once. */
export function planFeatures(plan: Plan): string[] {
  const lines = [
    `${plan.credits_per_month.toLocaleString('en-US')} search credits a month${plan.credits_roll_over ? ', unused credits roll over' : ''}`,
    `Downloads up to ${plan.download_row_limit.toLocaleString('en-US')} rows`,
    seatsLine(plan.seats),
    ...(plan.api_access ? ['Developer API access'] : []),
    ...plan.features,
  ];
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The plans side by side (stacked on a phone): price, credits, row limit, API access and features. */
export const PlanCards = ({ plans, trial, trialAction, currentPlanId, action }: PlanCardsProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${plans.length + (trial ? 1 : 0)}, 1fr)` },
    }}
  >
    {trial ? (
      <Card variant="outlined" aria-label="Free trial">
        <CardContent>
          <Typography variant="h6">Free trial</Typography>
          <Typography variant="h4" sx={{ my: 1 }}>
            $0
          </Typography>
          <Typography color="text.secondary">for {trial.days} days</Typography>
          <List dense>
            <Feature>{trial.credits.toLocaleString('en-US')} search credits</Feature>
            <Feature>Downloads up to {trial.download_row_limit.toLocaleString('en-US')} rows</Feature>
            {trial.api_access ? <Feature>Developer API within the trial credits</Feature> : null}
          </List>
        </CardContent>
        {trialAction ? <CardActions sx={{ px: 2, pb: 2 }}>{trialAction}</CardActions> : null}
      </Card>
    ) : null}
    {plans.map((plan) => (
      <Card
        key={plan.id}
        variant="outlined"
        aria-label={`${plan.name} plan`}
        sx={plan.id === currentPlanId ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
      >
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6">{plan.name}</Typography>
            {plan.id === currentPlanId ? <Chip size="small" color="primary" label="Your plan" /> : null}
          </Box>
          <Typography variant="h4" sx={{ my: 1 }}>
            {planPrice(plan)}
          </Typography>
          <Typography color="text.secondary">per month</Typography>
          <List dense>
            {planFeatures(plan).map((feature) => (
              <Feature key={feature}>{feature}</Feature>
            ))}
          </List>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>{action(plan)}</CardActions>
      </Card>
    ))}
  </Box>
);
