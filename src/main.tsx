import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ChunkErrorBoundary } from './layout/ChunkErrorBoundary.tsx';
import { PageSpinner } from './shared/PageSpinner.tsx';
import { Root } from './Root.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChunkErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Root />
      </Suspense>
    </ChunkErrorBoundary>
  </StrictMode>,
);
