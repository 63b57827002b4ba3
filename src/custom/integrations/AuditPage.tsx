import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { WebsiteAudit } from '../../dataProvider/integrations.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

const AuditResult = ({ audit }: { audit: WebsiteAudit }) => {
  const passed = audit.checks.filter((c) => c.ok).length;
  const allOk = passed === audit.checks.length;
  return (
    <Card sx={{ mt: 2 }} data-testid="audit-result">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {audit.final_url || audit.website}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {audit.reachable ? `Answered${audit.status !== null ? ` ${audit.status}` : ''}` : 'Could not be reached'}
          {audit.key_name ? ` · widget of the key “${audit.key_name}”` : ''} · {passed} of {audit.checks.length} checks passed
        </Typography>
        {allOk && (
          <Alert severity="success" sx={{ mb: 1 }}>
            The widget is set up correctly on this website.
          </Alert>
        )}
        <List dense aria-label="Checks">
          {audit.checks.map((check) => (
            <ListItem key={check.id} disableGutters alignItems="flex-start" data-testid={`check-${check.id}`}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                {check.ok ? <CheckCircleIcon color="success" titleAccess="Passed" /> : <CancelIcon color="error" titleAccess="Failed" />}
              </ListItemIcon>
              <ListItemText
                primary={check.label}
                secondary={check.detail}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        {audit.fixes.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            <AlertTitle>What to fix</AlertTitle>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Fixes">
              {audit.fixes.map((fix) => (
                <li key={fix}>{fix}</li>
              ))}
            </Box>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};

/** /websites/audit/report?website=…: checks a website where the widget should be installed (GET /templates/audit/report/). */
const AuditPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params, setParams] = useSearchParams();
  const initial = params.get('website') ?? '';
  const [website, setWebsite] = useState(initial);
  const audit = useMutation({ mutationFn: (url: string) => dataProvider.auditWebsite(url) });
  const { mutate } = audit;

  // A link with ?website= runs the audit at once.
  useEffect(() => {
    if (initial.trim()) mutate(initial.trim());
  }, [initial, mutate]);

  const run = () => {
    const url = website.trim();
    if (!url) return;
    if (url === initial.trim()) mutate(url);
    else setParams({ website: url }, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 860, pb: 3 }}>
      <Title title="Website audit" />
      <PageHeader title="Website audit">
        <Button component={RouterLink} to="/products/integrations/full-report">
          Website widget
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Checks a page where you installed the PropScout widget: that it loads over HTTPS, that the snippet is there with a valid key, and
        that the key allows the website.
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <TextField
          id="audit-website"
          label="Website page"
          placeholder="https://www.example.com/listings"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          required
          size="small"
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<FactCheckIcon />}
          disabled={audit.isPending || !website.trim()}
          sx={{ minHeight: 40 }}
        >
          Check website
        </Button>
      </Stack>
      {audit.isPending && <CircularProgress sx={{ mt: 2 }} aria-label="Checking the website" />}
      {audit.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorDetail(audit.error)}
        </Alert>
      )}
      {audit.data && !audit.isPending && <AuditResult audit={audit.data} />}
    </Box>
  );
};
export default AuditPage;
