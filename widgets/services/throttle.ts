// Run a handler at most once per interval, at the leading edge and once more at the trailing edge, so
// the last scroll position is always handled (spec §9: the scroll handler is throttled to 100ms).

export interface Throttled {
  (): void;
  cancel(): void;
}

export function throttle(fn: () => void, ms: number): Throttled {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  const throttled = (() => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, wait);
    }
  }) as Throttled;
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
