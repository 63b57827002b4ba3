import ScienceIcon from '@mui/icons-material/Science';
import { Alert, AlertTitle, Chip, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { loadRuntimeConfig, type RuntimeConfig } from '../../auth/runtimeConfig.ts';
import { count } from '../format.ts';

/** Every demo listing is labelled as such (spec: demo data is never passed off as real). */
export const DemoDataNotice = () => (
  <Alert severity="info" icon={<ScienceIcon />} sx={{ py: 0 }}>
    Demo data: these listings are generated for demonstration. Addresses, prices and ratings are not real properties.
  </Alert>
);

export const DemoDataChip = () => <Chip size="small" icon={<ScienceIcon />} label="Demo data" color="secondary" variant="outlined" />;

/** `demo_data` of GET /api/config/: the demo listings a first start loads in the background. */
export type DemoDataProgress = NonNullable<RuntimeConfig['demo_data']>;

/** How often the page asks again while the demo data loads. */
export const DEMO_POLL_MS = 2000;

const readProgress = async (fresh: boolean): Promise<DemoDataProgress | null | undefined> => {
  try {
    const config = fresh
      ? await fetch('/api/config/').then((response) => (response.ok ? response.json() : undefined))
      : await loadRuntimeConfig();
    return (config as RuntimeConfig | undefined)?.demo_data;
  } catch {
    return undefined; // unreadable: try again later
  }
};

/**
 * The demo data while it is loading (the portal's first start), else null. The configuration the app loaded at start says
 * whether it was loading then (no extra request in the usual case); while it is, the page reads it again every
 * DEMO_POLL_MS and calls `onLoaded` once it is all there (searches answer 503 until then).
 */
export function useDemoDataLoading(onLoaded?: () => void): DemoDataProgress | null {
  const [progress, setProgress] = useState<DemoDataProgress | null>(null);
  const loadedCallback = useRef(onLoaded);
  useEffect(() => {
    loadedCallback.current = onLoaded;
  }, [onLoaded]);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (fresh: boolean) => {
      const demo = await readProgress(fresh);
      if (stopped) return;
      if (demo === undefined || demo?.status === 'loading') {
        if (demo) setProgress(demo);
        if (demo || fresh) timer = setTimeout(() => void check(true), DEMO_POLL_MS);
        return;
      }
      setProgress(null);
      if (fresh) loadedCallback.current?.();
    };
    void check(false);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return progress;
}

/** Shown instead of results while the demo listings load: how far it has got, and that searches open when it is done. */
export const DemoDataLoadingNotice = ({ progress: { loaded, total } }: { progress: DemoDataProgress }) => (
  <Alert severity="info" icon={<ScienceIcon />} role="status">
    <AlertTitle>
      Demo data is loading ({count(loaded)} of {count(total)} listings)…
    </AlertTitle>
    This first start generates the demo listings; searches open as soon as they are all loaded, in a few seconds.
    <LinearProgress variant="determinate" value={total ? (100 * loaded) / total : 0} aria-label="Demo data loaded" sx={{ mt: 1 }} />
  </Alert>
);
