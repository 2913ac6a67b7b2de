import { useEffect, useRef } from 'react';

/** Focus the screen's heading on arrival, so screen readers announce the new screen. */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
