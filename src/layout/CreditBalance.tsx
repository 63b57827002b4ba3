import TollIcon from '@mui/icons-material/Toll';
import { Chip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreditBalance } from '../shared/credits.ts';

/** The credit balance in the app bar, linking to the usage dashboard; every spend refreshes it (src/shared/credits.ts). */
export const CreditBalance = () => {
  const { data } = useCreditBalance();
  if (!data) return null;
  const label = `${data.balance.toLocaleString('en-US')} credit${data.balance === 1 ? '' : 's'}`;
  return (
    <Chip
      id="app-credit-balance"
      component={RouterLink}
      to="/products/usage/dashboard"
      clickable
      icon={<TollIcon />}
      label={label}
      aria-label={`Credit balance: ${label}. Open credit usage`}
      size="small"
      sx={{ mx: 1, color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }}
      variant="outlined"
    />
  );
};
