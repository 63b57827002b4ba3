import { useEffect } from 'react';
import { HEIGHT_MESSAGE } from './embedRoutes.ts';

/** The height to report: the page's content (the body), not the iframe's viewport, so the frame can shrink as well as grow. */
export const contentHeight = (doc: Document) => Math.ceil(doc.body.getBoundingClientRect().height);

/**
 * Posts `{type: 'propscout:height', height}` to the website around the iframe whenever the content's height changes, so
 * the snippet's script can size the iframe. Only to the parent's own origin (none known, or not in a frame: nothing).
 */
export function useParentHeight(targetOrigin: string | null, win: Window = window) {
  useEffect(() => {
    if (!targetOrigin || win.parent === win) return;
    let last = -1;
    const post = () => {
      const height = contentHeight(win.document);
      if (height === last) return;
      last = height;
      win.parent.postMessage({ type: HEIGHT_MESSAGE, height }, targetOrigin);
    };
    post();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(post);
    observer?.observe(win.document.body);
    return () => observer?.disconnect();
  }, [targetOrigin, win]);
}
