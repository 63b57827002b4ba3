import AddIcon from '@mui/icons-material/Add';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ApiKey } from '../../dataProvider/integrations.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';
import { KeyPicker } from './KeyPicker.tsx';
import { WidgetCreditsEditor } from './WidgetCreditsEditor.tsx';
import {
  iframeSnippet,
  MAX_ORIGINS,
  normalizeOrigin,
  originProblem,
  scriptSnippet,
  WIDGET_TYPES,
  type WidgetType,
} from './widgetSnippet.ts';

const Step = ({ n, title, children }: { n: number; title: string; children: React.ReactNode }) => (
  <Card sx={{ mb: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {n}. {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** The websites allowed to show the key's widget: add (validated as the server does), remove, save (PUT /keys/{id}/origins/). */
export const OriginsEditor = ({ apiKey }: { apiKey: ApiKey }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [origins, setOrigins] = useState<string[]>(apiKey.allowed_origins);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: string[]) => dataProvider.setKeyOrigins(apiKey.id, next),
    onSuccess: (row) => {
      setOrigins(row.allowed_origins);
      notify('Allowed websites saved.', { type: 'success' });
      refresh();
    },
  });
  const changed = origins.join('\n') !== apiKey.allowed_origins.join('\n');

  const add = () => {
    const origin = normalizeOrigin(text);
    const why = originProblem(origin);
    if (why) return setProblem(why);
    if (origins.includes(origin)) return setProblem('This website is already in the list.');
    if (origins.length >= MAX_ORIGINS) return setProblem(`A key allows at most ${MAX_ORIGINS} websites.`);
    setOrigins([...origins, origin]);
    setText('');
    setProblem(null);
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Browsers show the widget only on these websites; anywhere else it refuses to open. Use the address of the site, e.g.{' '}
        <code>https://www.example.com</code> (or <code>http://localhost:8080</code> while testing).
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 1.5 }} aria-label="Allowed websites" role="list">
        {origins.length === 0 && <Typography variant="body2">No website allowed yet: the widget shows nowhere.</Typography>}
        {origins.map((origin) => (
          <Chip
            key={origin}
            role="listitem"
            label={origin}
            onDelete={() => setOrigins(origins.filter((o) => o !== origin))}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <TextField
          id="origin-input"
          label="Website address"
          size="small"
          placeholder="https://www.example.com"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} sx={{ minHeight: 40 }}>
          Add website
        </Button>
        <Button variant="contained" disabled={!changed || save.isPending} onClick={() => save.mutate(origins)} sx={{ minHeight: 40 }}>
          Save websites
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorDetail(save.error)}
        </Alert>
      )}
    </Box>
  );
};

const SnippetBlock = ({ code, label }: { code: string; label: string }) => (
  <Box>
    <Box
      component="pre"
      aria-label={label}
      data-testid="widget-snippet"
      sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {code}
    </Box>
    <Box sx={{ mt: 1 }}>
      <CopyButton text={code} label="Copy snippet" what="Snippet" />
    </Box>
  </Box>
);

/** /products/integrations/full-report: pick a key, the websites allowed to embed it and the widget, copy the snippet. */
const WidgetPage = () => {
  const [apiKey, setApiKey] = useState<ApiKey | null>(null);
  const [type, setType] = useState<WidgetType>('search');
  const [propertyId, setPropertyId] = useState('');
  const [variant, setVariant] = useState<'iframe' | 'script'>('script');
  const portalUrl = window.location.origin;
  const options = apiKey ? { portalUrl, embedId: apiKey.embed_id, type, propertyId } : null;
  return (
    <Box sx={{ maxWidth: 960, pb: 3 }}>
      <Title title="Website widget" />
      <PageHeader title="Website widget">
        <Button component={RouterLink} to="/websites/audit/report" startIcon={<FactCheckIcon />}>
          Check a website
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Show PropScout’s property search or full property reports on your own website. Visitors need no PropScout account; what they open is
        charged to your credits, within the limits you set here.
      </Typography>
      <Step n={1} title="Choose the key">
        <Box sx={{ maxWidth: 480 }}>
          <KeyPicker value={apiKey} onChange={setApiKey} />
        </Box>
      </Step>
      {apiKey && (
        <>
          <Step n={2} title="Websites allowed to show it">
            {/* Keyed by the saved list: another key, or the list saved and read back, starts the editor afresh. */}
            <OriginsEditor key={`${apiKey.id}:${apiKey.allowed_origins.join(' ')}`} apiKey={apiKey} />
          </Step>
          <Step n={3} title="Credits it may spend">
            <WidgetCreditsEditor key={`${apiKey.id}:${apiKey.widget_session_credits}:${apiKey.widget_daily_credits}`} apiKey={apiKey} />
          </Step>
          <Step n={4} title="Choose the widget">
            <RadioGroup value={type} onChange={(e) => setType(e.target.value as WidgetType)} aria-label="Widget type">
              {WIDGET_TYPES.map((w) => (
                <FormControlLabel
                  key={w.value}
                  value={w.value}
                  control={<Radio />}
                  label={
                    <span>
                      {w.label}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        – {w.help}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
            {type !== 'search' && (
              <TextField
                id="widget-property-id"
                label="Property id"
                size="small"
                value={propertyId}
                onChange={(e) => setPropertyId(e.target.value)}
                helperText="The listing’s id (from a search’s results or the API); the snippet shows PROPERTY_ID until you fill it in."
                sx={{ mt: 1, maxWidth: 480 }}
                fullWidth
              />
            )}
          </Step>
          <Step n={5} title="Copy the snippet into your page">
            <Tabs value={variant} onChange={(_e, v: 'iframe' | 'script') => setVariant(v)} sx={{ mb: 1.5 }} variant="scrollable">
              <Tab value="script" label="With auto height" />
              <Tab value="iframe" label="iframe only" />
            </Tabs>
            {options && (
              <SnippetBlock
                label={variant === 'script' ? 'Snippet with auto height' : 'iframe snippet'}
                code={variant === 'script' ? scriptSnippet(options) : iframeSnippet(options)}
              />
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {variant === 'script'
                ? 'The script listens for the widget’s height messages and resizes the iframe, so there is no inner scroll bar.'
                : 'A fixed-height iframe: change its height to fit your page.'}{' '}
              Once it is on your site, <RouterLink to="/websites/audit/report">check the website</RouterLink> to confirm it is set up.
            </Typography>
          </Step>
        </>
      )}
    </Box>
  );
};
export default WidgetPage;
