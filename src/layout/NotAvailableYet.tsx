import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** The honest empty state of a screen whose feature has not shipped yet: no sample or fake data. */
export const NotAvailableYet = ({ title }: { title: string }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <CardContent sx={{ textAlign: 'center', py: 6 }}>
      <ConstructionIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is not available yet. It is coming in an upcoming release of PropScout.</Typography>
    </CardContent>
  </Card>
);
