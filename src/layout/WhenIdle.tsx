import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the browser is idle after the page's first paint, in a transition: extras around the page
 * (the tour button, the welcome offer) must not hold up the page itself, nor block the main thread while it loads.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(show, 200);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : null;
}
