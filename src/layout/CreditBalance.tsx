import TollIcon from '@mui/icons-material/Toll';
import { Chip, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreditBalance } from '../shared/credits.ts';
import { planLine } from '../shared/plan.ts';

/**
 * The credit balance in the app bar, linking to the usage dashboard; every spend refreshes it (src/shared/credits.ts).
 * It names the plan in force the balance belongs to (the same answer as Subscription and Credit usage).
 */
export const CreditBalance = () => {
  const { data } = useCreditBalance();
  if (!data) return null;
  const label = `${data.balance.toLocaleString('en-US')} credit${data.balance === 1 ? '' : 's'}`;
  const plan = data.plan ? planLine(data.plan) : null;
  return (
    <Tooltip title={plan ? `Plan: ${plan}` : ''}>
      <Chip
        id="app-credit-balance"
        component={RouterLink}
        to="/products/usage/dashboard"
        clickable
        icon={<TollIcon />}
        label={label}
        aria-label={`Credit balance: ${label}${plan ? ` (plan: ${plan})` : ''}. Open credit usage`}
        size="small"
        sx={{ mx: 1, color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }}
        variant="outlined"
      />
    </Tooltip>
  );
};
