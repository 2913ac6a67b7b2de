import { useCallback, useEffect, useRef } from 'react';
import { INPUT_LOG_DEBOUNCE_MS } from '@bizline/domain/constants';
import { logEvent } from '../../shared/analytics/analytics';

/** Debounced input logging: field name and, for personal data, only its validity. */
export function useInputLog() {
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  useEffect(() => {
    const t = timers.current;
    return () => Object.values(t).forEach(clearTimeout);
  }, []);
  return useCallback((field: keyof typeof INPUT_LOG_DEBOUNCE_MS, logs: string) => {
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(() => {
      void logEvent({ eventType: 'Input', eventName: field, sectionName: 'LQ', logs });
    }, INPUT_LOG_DEBOUNCE_MS[field]);
  }, []);
}
