import { Alert, AlertTitle, Box, CircularProgress, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../auth/httpClient.ts';
import { createDataProvider } from '../../dataProvider/dataProvider.ts';
import { createEmbedClient, openEmbedSession, parentOrigin, type EmbedSession } from '../../dataProvider/embedClient.ts';
import { theme } from '../../shared/theme/theme.ts';
import { BREAKPOINTS, CLIENT_ONLY_MEDIA_QUERIES, PALETTE } from '../../shared/theme/themeBase.ts';
import { EmbeddedReport } from './EmbeddedReport.tsx';
import { EmbeddedSearch } from './EmbeddedSearch.tsx';
import { embedKind, type EmbedKind } from './embedRoutes.ts';
import { useParentHeight } from './useParentHeight.ts';

const shellTheme = createTheme({ palette: PALETTE, breakpoints: BREAKPOINTS, components: CLIENT_ONLY_MEDIA_QUERIES });

/** Shown when the page was opened without the widget's embed id. */
export const NO_EMBED_ID = 'This address shows a PropScout widget inside a website. Copy the snippet from Integrations → Website widget.';
/** Shown when the page does not know which website shows it (opened directly, or the parent hides its address). */
export const NO_PARENT = 'This PropScout widget only opens inside the website it was made for.';

type SessionState = { status: 'loading' } | { status: 'ready'; session: EmbedSession } | { status: 'refused'; message: string };

const LOADING: SessionState = { status: 'loading' };

const refusal = (error: unknown) =>
  error instanceof HttpError && error.status < 500
    ? error.message
    : 'The PropScout widget could not start. Please reload the page in a moment.';

const Refused = ({ message }: { message: string }) => (
  <Alert severity="warning" role="alert" sx={{ m: 2 }}>
    <AlertTitle>PropScout widget unavailable</AlertTitle>
    {message}
  </Alert>
);

interface ShellProps {
  kind: EmbedKind;
  /** Injected in tests. */
  fetchFn?: typeof fetch;
  origin?: string | null;
}

/**
 * The embedded pages' frame: opens an embed session for the website around it (POST /embed/session/), then renders the
 * page with a data provider whose calls carry X-Embed-Token, never the portal's sign-in. Refusals are said plainly.
 */
export const EmbedShell = ({ kind, fetchFn, origin = parentOrigin() }: ShellProps) => {
  const [params] = useSearchParams();
  const embedId = params.get('embed')?.trim() ?? '';
  // The report widgets' listing: named when the session opens, so that its report may be opened in it.
  const propertyId = kind === 'search' ? undefined : params.get('property_id')?.trim() || undefined;
  const doFetch = useMemo(() => fetchFn ?? ((...args: Parameters<typeof fetch>) => window.fetch(...args)), [fetchFn]);
  // The answer for one widget id and parent; another pair is loading until its own answer arrives.
  const sessionKey = `${embedId}\n${origin ?? ''}\n${propertyId ?? ''}`;
  const [answer, setAnswer] = useState<{ key: string; state: SessionState } | null>(null);
  const state: SessionState = answer?.key === sessionKey ? answer.state : LOADING;
  const session = state.status === 'ready' ? state.session : null;
  useParentHeight(origin);

  useEffect(() => {
    if (!embedId || !origin) return;
    let live = true;
    const key = `${embedId}\n${origin}\n${propertyId ?? ''}`;
    openEmbedSession(doFetch, embedId, origin, { propertyId }).then(
      (session) => live && setAnswer({ key, state: { status: 'ready', session } }),
      (error: unknown) => live && setAnswer({ key, state: { status: 'refused', message: refusal(error) } }),
    );
    return () => {
      live = false;
    };
  }, [doFetch, embedId, origin, propertyId]);

  const dataProvider = useMemo(
    () =>
      session && origin
        ? createDataProvider(createEmbedClient({ fetch: doFetch, embedId, parentOrigin: origin, propertyId, session }))
        : null,
    [session, doFetch, embedId, origin, propertyId],
  );

  if (!embedId || !origin || state.status !== 'ready' || !dataProvider) {
    return (
      <ThemeProvider theme={shellTheme}>
        <CssBaseline />
        {!embedId ? (
          <Refused message={NO_EMBED_ID} />
        ) : !origin ? (
          <Refused message={NO_PARENT} />
        ) : state.status === 'refused' ? (
          <Refused message={state.message} />
        ) : (
          <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label="Starting the PropScout widget" />
          </Box>
        )}
      </ThemeProvider>
    );
  }
  return (
    <AdminContext dataProvider={dataProvider} store={memoryStore()} theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ p: { xs: 1, sm: 2 } }}>
        {kind === 'search' ? (
          <EmbeddedSearch embedId={embedId} />
        ) : (
          <EmbeddedReport embedId={embedId} auction={kind === 'auction-report'} />
        )}
      </Box>
    </AdminContext>
  );
};

/** /iframe, /report?embed=…, /auction-report?embed=… (Root sends them here, outside the signed-in app). */
export default function EmbedPage() {
  const { pathname, search } = useLocation();
  return <EmbedShell kind={embedKind(pathname, search) ?? 'search'} />;
}
