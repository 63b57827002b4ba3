import { Alert, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { PropertyHistory } from '../../shared/properties/PropertyHistory.tsx';
import { usePropertyHistory } from './usePropertyHistory.ts';

interface Props {
  propertyId: string | number;
  listPrice: number | null;
}

/** The property page's history card: the listing's events as they stand now. */
export const PropertyHistoryCard = ({ propertyId, listPrice }: Props) => {
  const { data, error, isPending, refetch } = usePropertyHistory(propertyId);
  return (
    <Card variant="outlined" component="section" aria-labelledby="property-history-heading">
      <CardContent>
        <Typography id="property-history-heading" variant="h6" component="h2" gutterBottom>
          Price and status history
        </Typography>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {error.message || 'The history could not be loaded.'}
          </Alert>
        ) : isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : (
          <PropertyHistory events={data.events} listPrice={listPrice} />
        )}
      </CardContent>
    </Card>
  );
};
