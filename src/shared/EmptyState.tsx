import { Box, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows before it has any rows: what it is for and how to start. */
export const EmptyState = ({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) => (
  <Card sx={{ mt: 2, width: '100%' }}>
    <Box sx={{ textAlign: 'center', py: 6, px: 2, '& > svg': { fontSize: 56, color: 'text.disabled' } }}>
      {icon}
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
        {children}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  </Card>
);
