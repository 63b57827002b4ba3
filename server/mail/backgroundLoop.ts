/**
 * Runs `step` until stop(): again at once while it reports more work, otherwise after `idleMs`.
 * A failing step is reported and retried after the idle wait; stop() wakes a sleeping loop and waits for it.
 */
export function runUntilStopped(
  step: () => Promise<boolean>,
  idleMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (running) {
      let moreWork = false;
      try {
        moreWork = await step();
      } catch (error) {
        onError(error);
      }
      if (!moreWork && running) await new Promise<void>((resolve) => ((wake = resolve), (timer = setTimeout(resolve, idleMs))));
    }
  })();
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
