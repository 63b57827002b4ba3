import { useEffect } from 'react';
import { checkToken } from '../auth/session.ts';

export const INACTIVITY_CHECK_MS = 5 * 60 * 1000;
export const PERIODIC_CHECK_MS = 15 * 60 * 1000;
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;

/** Checks the token after 5 minutes without activity and every 15 minutes (spec section 4, Session). */
export function useSessionWatch(check: () => Promise<unknown> = checkToken) {
  useEffect(() => {
    let idleTimer = setTimeout(() => void check(), INACTIVITY_CHECK_MS);
    const onActivity = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => void check(), INACTIVITY_CHECK_MS);
    };
    ACTIVITY_EVENTS.forEach((event) => window.addEventListener(event, onActivity, { passive: true }));
    const periodic = setInterval(() => void check(), PERIODIC_CHECK_MS);
    return () => {
      clearTimeout(idleTimer);
      clearInterval(periodic);
      ACTIVITY_EVENTS.forEach((event) => window.removeEventListener(event, onActivity));
    };
  }, [check]);
}
