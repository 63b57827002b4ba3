import ScienceIcon from '@mui/icons-material/Science';
import { Alert, Chip } from '@mui/material';

/** Every demo listing is labelled as such (spec: demo data is never passed off as real). */
export const DemoDataNotice = () => (
  <Alert severity="info" icon={<ScienceIcon />} sx={{ py: 0 }}>
    Demo data: these listings are generated for demonstration. Addresses, prices and ratings are not real properties.
  </Alert>
);

export const DemoDataChip = () => <Chip size="small" icon={<ScienceIcon />} label="Demo data" color="secondary" variant="outlined" />;
