import { afterEach, describe, expect, it, vi } from 'vitest';
import { guidedDemoUser, MISSING_SCRIPT_WARNING, startGuidedDemo } from '../../../../src/custom/guidedDemo/guidedDemo.ts';

afterEach(() => vi.restoreAllMocks());

describe('guided demo', () => {
  it('reads the user as email and name', () => {
    expect(guidedDemoUser({ email: 'ana@example.com', fullName: 'Ana Lee' })).toEqual({ email: 'ana@example.com', name: 'Ana Lee' });
    expect(guidedDemoUser({ email: 'ana@example.com', fullName: ' ' })).toEqual({ email: 'ana@example.com', name: 'ana@example.com' });
    expect(guidedDemoUser(undefined)).toBeNull();
  });

  it('hands the user to the widget, or warns on the console when its script is missing', () => {
    const identify = vi.fn();
    expect(startGuidedDemo({ email: 'a@b.c', name: 'A' }, { identify })).toBe(true);
    expect(identify).toHaveBeenCalledWith({ email: 'a@b.c', name: 'A' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startGuidedDemo({ email: 'a@b.c', name: 'A' }, undefined)).toBe(false);
    expect(warn).toHaveBeenCalledWith(MISSING_SCRIPT_WARNING);
  });
});
