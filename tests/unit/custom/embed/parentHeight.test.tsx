import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useParentHeight } from '../../../../src/custom/embed/useParentHeight.ts';

/** A window inside a frame: its own document, a parent whose postMessage is recorded, a body of the given height. */
function framedWindow(height: () => number) {
  const postMessage = vi.fn();
  const body = document.createElement('body');
  body.getBoundingClientRect = () => ({ height: height() }) as DOMRect;
  const win = { parent: { postMessage }, document: { body } } as unknown as Window;
  return { win, postMessage };
}

describe('height messages to the website around the widget', () => {
  it('posts the body height, rounded up, to the parent origin only', () => {
    const { win, postMessage } = framedWindow(() => 812.2);
    renderHook(() => useParentHeight('https://partner.example', win));
    expect(postMessage).toHaveBeenCalledWith({ type: 'propscout:height', height: 813 }, 'https://partner.example');
  });

  it('posts nothing without a known parent origin or outside a frame', () => {
    const { win, postMessage } = framedWindow(() => 500);
    renderHook(() => useParentHeight(null, win));
    expect(postMessage).not.toHaveBeenCalled();
    const alone = { document: { body: document.body } } as unknown as Window & { parent: Window };
    alone.parent = alone;
    expect(() => renderHook(() => useParentHeight('https://partner.example', alone))).not.toThrow();
  });
});
