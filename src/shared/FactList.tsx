import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Labelled facts as a description list: the label beside its value from 600 px, above it on a phone. The property page's
 * facts, the owner and equity card and the feeds screen read the same way.
 */
export const FactList = ({ rows, rowGap = 1 }: { rows: [label: string, value: ReactNode][]; rowGap?: number }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap, m: 0 }}>
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
