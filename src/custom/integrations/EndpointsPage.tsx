import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { KEYS } from '../../dataProvider/resourceNames.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { MethodChip } from './MethodChip.tsx';

export const docHref = (id: string) => `/products/integrations/apis/documentation/${encodeURIComponent(id)}`;

/** /products/integrations/apis: the public API's endpoints (GET /endpoints/), each linking to its documentation. */
const EndpointsPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const endpoints = useQuery({ queryKey: ['endpoints'], queryFn: () => dataProvider.listEndpoints(), retry: false });
  return (
    <Box sx={{ pb: 3 }}>
      <Title title="Developer API" />
      <PageHeader title="Developer API">
        <Button component={RouterLink} to={`/${KEYS}`} startIcon={<KeyIcon />}>
          API keys
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 860 }}>
        Call PropScout from your own code with an API key in the <code>X-API-Key</code> header. Calls spend your credits exactly as the
        portal does, and each key has a per-minute limit (the <code>RateLimit-Remaining</code> header says what is left).
      </Typography>
      {endpoints.isPending && <CircularProgress aria-label="Loading the endpoints" />}
      {endpoints.isError && <Alert severity="error">{errorDetail(endpoints.error)}</Alert>}
      {endpoints.data && (
        <Card>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="API endpoints">
              <TableHead>
                <TableRow>
                  <TableCell>Endpoint</TableCell>
                  <TableCell>What it does</TableCell>
                  <TableCell>Credits</TableCell>
                  <TableCell align="right">Limit</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {endpoints.data.results.map((e) => (
                  <TableRow key={e.id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <MethodChip method={e.method} />
                        <Link component={RouterLink} to={docHref(e.id)} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                          {e.path}
                        </Link>
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ minWidth: 180 }}>{e.summary}</TableCell>
                    <TableCell sx={{ minWidth: 120 }}>{e.credits}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {e.rate_limit_per_minute}/min
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
    </Box>
  );
};
export default EndpointsPage;
