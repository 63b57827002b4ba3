import TollIcon from '@mui/icons-material/Toll';
import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';
import { BALANCE_QUERY } from '../dataProvider/usage.ts';

/** The credit balance in the app bar, linking to the usage dashboard; searches and the dashboard keep it current. */
export const CreditBalance = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data } = useQuery({ queryKey: BALANCE_QUERY, queryFn: () => dataProvider.getCreditBalance(), staleTime: 30_000, retry: false });
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
