import { lazy, Suspense } from 'react';
import { TourButton } from './TourButton.tsx';
import { useTour } from './TourContext.tsx';
import { TourOffer } from './TourOffer.tsx';

// react-joyride loads only when a tour runs.
const TourRunner = lazy(() => import('./TourRunner.tsx').then((module) => ({ default: module.TourRunner })));

/** Everything the signed-in layout shows for the product tours (inside TourProvider). */
export const ProductTours = () => {
  const { state } = useTour();
  return (
    <>
      <Suspense fallback={null}>{state.status === 'active' ? <TourRunner /> : null}</Suspense>
      <TourButton />
      <TourOffer />
    </>
  );
};
