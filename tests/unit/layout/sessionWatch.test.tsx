import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_CHECK_MS, PERIODIC_CHECK_MS, useSessionWatch } from '../../../src/layout/useSessionWatch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session watch', () => {
  it('checks the token after 5 minutes without activity, and activity postpones it', () => {
    const check = vi.fn(async () => true);
    renderHook(() => useSessionWatch(check));
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS - 1000);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(2000);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks every 15 minutes even while the user is active', () => {
    const check = vi.fn(async () => true);
    renderHook(() => useSessionWatch(check));
    for (let minute = 0; minute < 15; minute++) {
      vi.advanceTimersByTime(60_000);
      window.dispatchEvent(new Event('keypress'));
    }
    expect(check).toHaveBeenCalledTimes(1);
    expect(PERIODIC_CHECK_MS).toBe(15 * 60_000);
  });
});
