import { vi } from 'vitest';

/** A window `width` px wide: MUI's breakpoints ask matchMedia (jsdom has none), with min-width and max-width queries. */
export function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
