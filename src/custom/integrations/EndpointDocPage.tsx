import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ApiKey, EndpointDoc, EndpointParameter } from '../../dataProvider/integrations.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { useBalanceUpdates } from '../../shared/credits.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';
import { KeyPicker } from './KeyPicker.tsx';
import { MethodChip } from './MethodChip.tsx';
import { buildTryItRequest, missingRequired, sendTryIt, tryItQuote, type TryItAnswer } from './tryIt.ts';
import type { QuoteRequest } from '../../dataProvider/quotes.ts';
import { PriceConfirmDialog } from '../../shared/PriceConfirmDialog.tsx';

/** A code box that scrolls: a named region in the tab order, so keyboard users can scroll it too (WCAG 2.1.1). */
const Code = ({ children, label }: { children: string; label: string }) => (
  <Box
    component="pre"
    role="region"
    tabIndex={0}
    aria-label={label}
    sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13, overflowX: 'auto', maxHeight: 480, whiteSpace: 'pre' }}
  >
    {children}
  </Box>
);

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card sx={{ mb: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** "1–100", "max 200 characters", "one of a, b". */
function constraints(p: EndpointParameter): string {
  const parts: string[] = [];
  if (p.minimum !== undefined && p.maximum !== undefined) parts.push(`${p.minimum}–${p.maximum}`);
  else if (p.minimum !== undefined) parts.push(`at least ${p.minimum}`);
  else if (p.maximum !== undefined) parts.push(`at most ${p.maximum}`);
  if (p.max_length !== undefined) parts.push(`at most ${p.max_length} characters`);
  if (p.enum?.length) parts.push(`one of ${p.enum.join(', ')}`);
  return parts.join('; ');
}

const ParametersTable = ({ parameters }: { parameters: EndpointParameter[] }) =>
  parameters.length === 0 ? (
    <Typography color="text.secondary">No parameters.</Typography>
  ) : (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Parameters">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>In</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parameters.map((p) => (
            <TableRow key={`${p.in}-${p.name}`}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {p.name}
                {p.required && (
                  <Chip size="small" label="required" color="warning" variant="outlined" sx={{ ml: 1, fontFamily: 'inherit' }} />
                )}
              </TableCell>
              <TableCell>{p.in}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{p.type}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                {p.description}
                {constraints(p) && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {constraints(p)}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

/** The example tabs; TypeScript is the typed client generated from the OpenAPI document (sdk/). */
const EXAMPLE_LABELS = { curl: 'curl', javascript: 'JavaScript', typescript: 'TypeScript' } as const;

const Examples = ({ examples }: { examples: EndpointDoc['examples'] }) => {
  const [tab, setTab] = useState<keyof typeof EXAMPLE_LABELS>('curl');
  const code = examples[tab];
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: keyof typeof EXAMPLE_LABELS) => setTab(v)} sx={{ mb: 1 }}>
        {Object.entries(EXAMPLE_LABELS).map(([value, label]) => (
          <Tab key={value} value={value} label={label} />
        ))}
      </Tabs>
      <Code label={`${EXAMPLE_LABELS[tab]} example`}>{code}</Code>
      <Box sx={{ mt: 1 }}>
        <CopyButton text={code} label={`Copy ${EXAMPLE_LABELS[tab]}`} what="Example" />
      </Box>
    </Box>
  );
};

const statusColor = (status: number) => (status < 300 ? 'success' : status < 500 ? 'warning' : 'error');

/**
 * Try it: one of the user's keys, pasted (keys are shown once, at creation, and the server keeps only their hash), the
 * parameters, the request sent from the browser, its answer. The pasted key stays in this page's memory only.
 */
export const TryItPanel = ({ doc, fetchFn }: { doc: EndpointDoc; fetchFn?: typeof fetch }) => {
  const [apiKey, setApiKey] = useState<ApiKey | null>(null);
  const [secret, setSecret] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const { refreshBalance } = useBalanceUpdates();
  const send = useMutation({
    mutationFn: async (): Promise<TryItAnswer> => {
      const request = buildTryItRequest(doc, values, secret.trim());
      return sendTryIt(fetchFn ?? ((...args: Parameters<typeof fetch>) => window.fetch(...args)), request);
    },
    // A call through the public API is charged to the key's owner: this user.
    onSettled: () => void refreshBalance(),
  });
  /** A call that spends credits, being priced before it is sent. */
  const [asking, setAsking] = useState<QuoteRequest | null>(null);
  const submit = () => {
    const absent = missingRequired(doc, values);
    setMissing(absent);
    if (absent.length > 0) return;
    const quote = tryItQuote(doc, values);
    if (quote) setAsking(quote);
    else send.mutate();
  };
  return (
    <Box
      component="form"
      aria-label="Try it"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <PriceConfirmDialog
        request={asking}
        title="Send this request?"
        noun="call"
        confirmLabel="Send request"
        onConfirm={() => {
          setAsking(null);
          send.mutate();
        }}
        onCancel={() => setAsking(null)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Sends a real request with the key from your browser: it spends your credits and counts against the key’s limit.
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 480, mb: 2 }}>
        <KeyPicker value={apiKey} onChange={setApiKey} />
        {apiKey && (
          <TextField
            id="try-secret"
            label="Full key"
            type="password"
            autoComplete="off"
            size="small"
            fullWidth
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            helperText={`Paste the key “${apiKey.name}” (it starts with ${apiKey.prefix}). It was shown once, when you created it; if you lost it, create a new one.`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      </Stack>
      <Grid container spacing={1.5}>
        {doc.parameters.map((p) => (
          <Grid key={`${p.in}-${p.name}`} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              id={`try-${p.name}`}
              label={p.name}
              select={Boolean(p.enum?.length)}
              required={p.required}
              fullWidth
              size="small"
              value={values[p.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
              error={missing.includes(p.name)}
              helperText={missing.includes(p.name) ? 'Required.' : `${p.in} · ${p.type}`}
              slotProps={{ inputLabel: { shrink: true } }}
            >
              {p.enum?.length
                ? ['', ...p.enum].map((option) => (
                    <MenuItem key={option} value={option}>
                      {option || '(none)'}
                    </MenuItem>
                  ))
                : null}
            </TextField>
          </Grid>
        ))}
      </Grid>
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={!apiKey || !secret.trim() || send.isPending}
        sx={{ mt: 2 }}
      >
        Send request
      </Button>
      {send.isPending && <CircularProgress size={20} sx={{ ml: 2, verticalAlign: 'middle' }} aria-label="Sending" />}
      {send.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorDetail(send.error)}
        </Alert>
      )}
      {send.data && (
        <Box sx={{ mt: 2 }} data-testid="try-answer">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Chip label={`${send.data.status} ${send.data.statusText}`.trim()} color={statusColor(send.data.status)} />
            <Typography variant="body2" color="text.secondary">
              {send.data.durationMs} ms
            </Typography>
          </Stack>
          {send.data.headers.length > 0 && (
            <Box component="dl" sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, fontSize: 14 }}>
              {send.data.headers.map(([name, value]) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                    {name}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          <Code label="Response body">{typeof send.data.body === 'string' ? send.data.body : JSON.stringify(send.data.body, null, 2)}</Code>
        </Box>
      )}
    </Box>
  );
};

/** /products/integrations/apis/documentation/{id}: one endpoint's parameters, answer schema, examples and try-it panel. */
export const EndpointDocPage = ({ fetchFn }: { fetchFn?: typeof fetch }) => {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const doc = useQuery({ queryKey: ['endpoint', id], queryFn: () => dataProvider.getEndpoint(id), retry: false });
  return (
    <Box sx={{ pb: 3, maxWidth: 1100 }}>
      <Title title="API documentation" />
      <Button component={RouterLink} to="/products/integrations/apis" startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        All endpoints
      </Button>
      {doc.isPending && <CircularProgress aria-label="Loading the documentation" sx={{ display: 'block', mt: 2 }} />}
      {doc.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorDetail(doc.error)}
        </Alert>
      )}
      {doc.data && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, mb: 1 }}>
            <MethodChip method={doc.data.method} />
            <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
              {doc.data.path}
            </Typography>
          </Stack>
          <Typography sx={{ mb: 0.5 }}>{doc.data.summary}</Typography>
          {doc.data.description && doc.data.description !== doc.data.summary && (
            <Typography color="text.secondary" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
              {doc.data.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2, gap: 1 }}>
            <Chip variant="outlined" label={`Credits: ${doc.data.credits}`} />
            <Chip variant="outlined" label={`Limit: ${doc.data.rate_limit_per_minute} requests a minute per key`} />
          </Stack>
          <Section title="Parameters">
            <ParametersTable parameters={doc.data.parameters} />
          </Section>
          <Section title="Response">
            <Code label="Response schema">{JSON.stringify(doc.data.response_schema, null, 2)}</Code>
          </Section>
          <Section title="Examples">
            <Examples examples={doc.data.examples} />
          </Section>
          <Section title="Try it">
            <TryItPanel doc={doc.data} fetchFn={fetchFn} />
          </Section>
        </>
      )}
    </Box>
  );
};
export default EndpointDocPage;
