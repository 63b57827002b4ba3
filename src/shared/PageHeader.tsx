import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's h1 with its actions on the right (wrapping below on narrow screens). */
export const PageHeader = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 2, mb: 2 }}>
    <Typography variant="h5" component="h1" sx={{ mr: 'auto', minWidth: 0, overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    {children}
  </Box>
);
