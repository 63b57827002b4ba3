import { Box, CircularProgress } from '@mui/material';

export const PageSpinner = () => (
  <Box role="progressbar" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
    <CircularProgress />
  </Box>
);
