import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ChunkErrorBoundary } from './layout/ChunkErrorBoundary.tsx';
import { PageSpinner } from './layout/PageSpinner.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChunkErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <App />
      </Suspense>
    </ChunkErrorBoundary>
  </StrictMode>,
);
