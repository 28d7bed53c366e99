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

/** The longest delay `setTimeout` takes (a signed 32-bit count of ms); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The platform's clock: `Date.now`, `setTimeout`, `clearTimeout`. A delay longer than a platform timer
 * holds runs as a chain of timers; a negative or NaN delay is 0, an infinite one never fires.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule: (run, ms) => {
    const handle: { timer: unknown } = { timer: null };
    const arm = (left: number): void => {
      handle.timer = left > LONGEST_TIMER_MS ? setTimeout(() => arm(left - LONGEST_TIMER_MS), LONGEST_TIMER_MS) : setTimeout(run, left);
    };
    arm(ms > 0 ? ms : 0);
    return handle;
  },
  cancel: (handle) => clearTimeout(handle.timer as ReturnType<typeof setTimeout>),
};

/**
 * A promise that resolves after `ms` milliseconds of `clock`; an aborted `signal` ends the wait at once,
 * rejecting with the signal's reason.
 */
export function sleepOn(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clock.cancel(timer);
      reject(signal!.reason);
    };
    const timer = clock.schedule(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** `promise`, or the reason of `signal` as soon as it aborts (no timer involved). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
    } else {
      signal.addEventListener("abort", onAbort, { once: true });
    }
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener("abort", onAbort));
}
