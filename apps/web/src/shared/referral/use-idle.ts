import { useEffect, useRef } from 'react';

/** What counts as a visitor being there. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'mousedown',
  'mousemove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export interface IdleOptions {
  /** Quiet time after which onIdle fires (once; activity starts a new wait). */
  timeoutMs: number;
  onIdle: () => void;
  enabled?: boolean;
  /** At most one restart per this period; activity inside it restarts once at its end. */
  throttleMs?: number;
  /** Restart only after activity has paused this long. */
  debounceMs?: number;
}

/**
 * Fires onIdle after timeoutMs without user activity: the fiber referral kiosk reset (45 s,
 * throttle 500 ms) and the idle save-cart prompt (5 min, debounce 250 ms) of 002 §4, §9.
 */
export function useIdle({
  timeoutMs,
  onIdle,
  enabled = true,
  throttleMs = 0,
  debounceMs = 0,
}: IdleOptions): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    const fire = () => onIdleRef.current();
    let idleTimer = setTimeout(fire, timeoutMs);
    let pending: ReturnType<typeof setTimeout> | undefined;
    let lastRestart = Number.NEGATIVE_INFINITY;

    const restart = () => {
      pending = undefined;
      lastRestart = Date.now();
      clearTimeout(idleTimer);
      idleTimer = setTimeout(fire, timeoutMs);
    };

    const onActivity = () => {
      if (debounceMs > 0) {
        clearTimeout(pending);
        pending = setTimeout(restart, debounceMs);
        return;
      }
      const since = Date.now() - lastRestart;
      if (since >= throttleMs) restart();
      // Throttled: one trailing restart at the end of the period counts the last activity.
      else pending ??= setTimeout(restart, throttleMs - since);
    };

    for (const name of ACTIVITY_EVENTS) {
      document.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(idleTimer);
      clearTimeout(pending);
      for (const name of ACTIVITY_EVENTS) {
        document.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [enabled, timeoutMs, throttleMs, debounceMs]);
}
