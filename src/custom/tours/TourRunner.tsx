import { useMediaQuery, useTheme, type Theme } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { ACTIONS, EVENTS, Joyride, ORIGIN, PORTAL_ELEMENT_ID, type EventData, type Step } from 'react-joyride';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFilterSheet, wishFilterSheet } from '../../shared/search/filterSheetGuide.ts';
import { useTour } from './TourContext.tsx';
import { pathEvent, stepOf } from './tourMachine.ts';
import { TOUR_TIMING } from './tourTiming.ts';
import { TourTooltip } from './TourTooltip.tsx';

/** How long a step's element is kept in view after it appears. */
const TOUR_SETTLE_MS = 1500;

/** Above the app bar (1100) and the drawer (1200), below MUI's menus and dialogs (1300) that a step may open. */
const TOUR_Z_INDEX = 1250;

/**
 * The sidebar's drawer on a phone is a modal, which hides the rest of the page (the tour's portal included) from
 * screen readers with aria-hidden: the tour stays readable.
 */
function useVisibleToAssistiveTech() {
  useEffect(() => {
    const reveal = () => document.getElementById(PORTAL_ELEMENT_ID)?.removeAttribute('aria-hidden');
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
}

/** Renders the running tour with react-joyride and applies the rules that need the page: paths, sidebar, clicks. */
export const TourRunner = () => {
  const tour = useTour();
  const { state, end, advance } = tour;
  const current = stepOf(state);
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const upTo1024 = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const stepKey = state.status === 'active' ? `${state.tourId}:${state.step}` : '';
  const elementWaitMs = current?.tour.elementWaitMs ?? 0;
  const requiredPath = current?.step.requiredPath;
  const navigating = requiredPath !== undefined && location.pathname !== requiredPath;

  /** The click step whose own click was seen: its link leaving the step's page moves the tour on (pathEvent). */
  const clickedStep = useRef('');

  // A step on another page: go there, and end the tour if the page does not come within the navigation time-out. Not
  // back to a click step's page its own link just left (this effect runs again on that navigation, before the tour has
  // moved on, and sent the user back to the search).
  const navigationTimeoutMs = current?.tour.navigationTimeoutMs ?? 0;
  useEffect(() => {
    if (!requiredPath || window.location.pathname === requiredPath || clickedStep.current === stepKey) return;
    void navigate(requiredPath);
    const timer = setTimeout(() => {
      if (window.location.pathname !== requiredPath) end('navigation-timeout');
    }, navigationTimeoutMs);
    return () => clearTimeout(timer);
  }, [stepKey, requiredPath, navigationTimeoutMs, navigate, end]);

  // The user leaving the tour's page ends it; a click step's own link moves it on.
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    const event = pathEvent(state, location.pathname, clickedStep.current === stepKey);
    if (event?.type === 'next') advance();
    else if (event?.type === 'end') end(event.reason);
  }, [location.pathname, state, stepKey, end, advance]);

  // Welcome tour: on screens up to 1024 px the sidebar is asked to open first; on a phone its drawer closes again for
  // steps on the page itself.
  const needsSidebar =
    current?.step.needsSidebar === true ||
    (current?.tour.opensSidebar === true && state.status === 'active' && state.step === 0 && upTo1024);
  const isWelcome = current?.tour.id === 'welcome';
  useEffect(() => {
    if (!isWelcome) return;
    if (needsSidebar && !sidebarOpen) setSidebarOpen(true);
    if (!needsSidebar && phone && sidebarOpen && stepKey !== 'welcome:0') setSidebarOpen(false);
  }, [stepKey, isWelcome, needsSidebar, phone, sidebarOpen, setSidebarOpen]);

  // On a phone the search filters sit in a sheet: a step on one of them has it opened (and kept open through Apply), any
  // other step has it closed, and the step shows once the sheet is in place. The tour ending leaves it to the user.
  const inFilterSheet = current?.step.inFilterSheet === true;
  const filterSheet = useFilterSheet();
  useEffect(() => {
    if (stepKey) wishFilterSheet(inFilterSheet ? 'open' : 'closed');
  }, [stepKey, inFilterSheet]);
  useEffect(() => () => wishFilterSheet(null), []);
  const awaitingSheet = phone && !navigating && inFilterSheet !== filterSheet.shown;
  // A sheet that never comes (no search workspace on the page) ends the tour, as a missing element does.
  useEffect(() => {
    if (!awaitingSheet) return;
    const timer = setTimeout(() => end('missing-element'), elementWaitMs);
    return () => clearTimeout(timer);
  }, [awaitingSheet, elementWaitMs, end]);

  // A click step moves on once its element is clicked, after the transition pause.
  const clickTarget = current?.step.action === 'click' ? current.step.target : null;
  useEffect(() => {
    if (!clickTarget) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const element = document.querySelector(clickTarget);
      if (!element || !(event.target instanceof Node) || !element.contains(event.target)) return;
      clickedStep.current = stepKey;
      timer = setTimeout(advance, TOUR_TIMING.transitionMs);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer);
    };
  }, [stepKey, clickTarget, advance]);

  // A step's element inside a scrolling box (a results table cell) is brought into view by us: react-joyride scrolls
  // that box only, so on a phone the step sat below the screen. Checked for a moment after it appears, since the page
  // may still be settling (results rendering, react-joyride's own scroll).
  const target = navigating || !current?.step.inScrollingBox ? null : current.step.target;
  useEffect(() => {
    if (!target || target === 'body') return;
    const started = Date.now();
    let seenAt: number | null = null;
    const timer = setInterval(() => {
      const element = document.querySelector(target);
      if (element) {
        seenAt ??= Date.now();
        const box = element.getBoundingClientRect();
        const inView = box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
        if (!inView) element.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
      if ((seenAt !== null && Date.now() - seenAt > TOUR_SETTLE_MS) || Date.now() - started > elementWaitMs) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [stepKey, target, elementWaitMs]);

  useVisibleToAssistiveTech();

  const steps = useMemo<Step[]>(
    () =>
      (current?.tour.steps ?? []).map((step) => ({
        target: step.target,
        title: step.title,
        content: step.content,
        placement: step.placement,
        spotlightPadding: step.spotlightPadding ?? 6,
        offset: step.offset ?? 12,
        targetWaitTimeout: current?.tour.elementWaitMs,
        skipBeacon: true,
        isFixed: step.needsSidebar === true,
      })),
    [current?.tour],
  );

  const onEvent = (data: EventData) => {
    if (data.type === EVENTS.TARGET_NOT_FOUND) end('missing-element');
    else if (data.action === ACTIONS.CLOSE && data.origin === ORIGIN.OVERLAY) end('overlay');
  };

  if (state.status !== 'active') return null;
  return (
    <Joyride
      run={!navigating && !awaitingSheet}
      stepIndex={state.step}
      steps={steps}
      continuous
      onEvent={onEvent}
      tooltipComponent={TourTooltip}
      options={{
        zIndex: TOUR_Z_INDEX,
        primaryColor: theme.palette.primary.main,
        overlayClickAction: 'close',
        dismissKeyAction: false,
        disableFocusTrap: true,
        skipBeacon: true,
        scrollOffset: 80,
      }}
    />
  );
};
