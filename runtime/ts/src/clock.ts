// Time as the client sees it: the header and idle timeouts, Retry-After dates and the sleeps
// between retries and job polls all go through one Clock, so tests drive time without waiting.

/** A timer handle of a Clock. */
export type TimerHandle = { readonly timer: unknown };

/** The client's source of time and timers (default: the platform's). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `run` once after `ms` milliseconds unless cancelled. */
  schedule(run: () => void, ms: number): TimerHandle;
  /** Cancels a timer that has not run yet (a no-op otherwise). */
  cancel(handle: TimerHandle): void;
}

/** The platform's clock: `Date.now`, `setTimeout`, `clearTimeout`. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule: (run, ms) => ({ timer: setTimeout(run, ms) }),
  cancel: (handle) => clearTimeout(handle.timer as ReturnType<typeof setTimeout>),
};

/** A promise that resolves after `ms` milliseconds of `clock`. */
export function sleepOn(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.schedule(resolve, ms);
  });
}
