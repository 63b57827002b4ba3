import { createContext, useContext, type ReactNode } from 'react';
import { currentStepAccepts, hasElement } from './tourDom.ts';
import { resumeRule } from './tourMachine.ts';
import { useTourEngine, type TourEngine } from './useTourEngine.ts';

const TourContext = createContext<TourEngine | null>(null);

export const useTour = (): TourEngine => {
  const engine = useContext(TourContext);
  if (!engine) throw new Error('useTour must be used inside TourProvider');
  return engine;
};

/** One tour engine for the signed-in layout: the button, the offer and the running tour share it. */
export const TourProvider = ({ children }: { children: ReactNode }) => {
  const engine = useTourEngine({
    canGoNext: currentStepAccepts,
    validateResume: (state) => resumeRule(state, window.location.pathname, hasElement),
  });
  return <TourContext.Provider value={engine}>{children}</TourContext.Provider>;
};
