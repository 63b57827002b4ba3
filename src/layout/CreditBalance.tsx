import TollIcon from '@mui/icons-material/Toll';
import { Chip, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { capLeftText, useCreditBalance } from '../shared/credits.ts';
import { planLine } from '../shared/plan.ts';

/**
 * The credit balance in the app bar, linking to the usage dashboard; every spend refreshes it (src/shared/credits.ts).
 * It names the plan in force the balance belongs to (the same answer as Subscription and Credit usage). A team member with
 * a monthly cap also sees what the cap leaves this month ("1,200 credits · 7 left this month"; "1,200 · 7 left" on a phone),
 * said in words to a screen reader.
 */
export const CreditBalance = () => {
  const { data } = useCreditBalance();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!data) return null;
  const balance = data.balance.toLocaleString('en-US');
  const credits = `${balance} credit${data.balance === 1 ? '' : 's'}`;
  const cap = data.member_cap;
  const plan = data.plan ? planLine(data.plan) : null;
  const capLine = cap ? capLeftText(cap) : null;
  const label = cap
    ? phone
      ? `${balance} · ${cap.remaining.toLocaleString('en-US')} left`
      : `${credits} · ${cap.remaining.toLocaleString('en-US')} left this month`
    : credits;
  const spoken = cap ? `${credits} in your team's pool; ${capLine}` : credits;
  const tooltip = [capLine && `${capLine[0]!.toUpperCase()}${capLine.slice(1)}.`, plan && `Plan: ${plan}`].filter(Boolean).join(' ');
  return (
    <Tooltip title={tooltip}>
      <Chip
        id="app-credit-balance"
        component={RouterLink}
        to="/products/usage/dashboard"
        clickable
        icon={<TollIcon />}
        label={label}
        aria-label={`Credit balance: ${spoken}${plan ? ` (plan: ${plan})` : ''}. Open credit usage`}
        size="small"
        sx={{
          mx: { xs: 0.5, sm: 1 },
          color: 'inherit',
          borderColor: cap && cap.remaining === 0 ? 'warning.light' : 'currentColor',
          '& .MuiChip-icon': { color: 'inherit' },
          maxWidth: { xs: 150, sm: 'none' },
        }}
        variant="outlined"
      />
    </Tooltip>
  );
};
