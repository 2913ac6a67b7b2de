import { useEffect, useRef, useState } from 'react';
// The worker as a file of our own origin: the default altcha build starts it from a blob: URL
// and injects a <style> element, both refused by the storefront's CSP (docs/security.md).
import altchaWorker from 'altcha/worker?url&no-inline';

interface CaptchaProps {
  /** The solved payload, or null when unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
  /** Changes to ask for a fresh challenge (a payload is accepted once). */
  resetKey: number;
  /**
   * Solve the fresh challenge at once after a reset: the visitor who ticked the box keeps it
   * ticked for the next try (the saved-cart gate after a wrong e-mail), while each try still costs
   * a proof of work.
   */
  renewOnReset?: boolean;
  label: string;
  /** GET Captcha/Challenge (the API's full URL). */
  challengeUrl: string;
}

/**
 * The self-hosted altcha captcha (proof of work; DESIGN.md). The web component is loaded only
 * when a form with a captcha renders (bulk address, saved-cart gate), so it stays out of every
 * other chunk. It is altcha's "external" build: stylesheet and worker are files, not inline.
 */
export function Captcha({
  onChange,
  resetKey,
  label,
  challengeUrl,
  renewOnReset = false,
}: CaptchaProps) {
  const [ready, setReady] = useState(false);
  const widget = useRef<HTMLElement & Partial<AltchaWidgetMethods>>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let live = true;
    void Promise.all([import('altcha/external'), import('altcha/altcha.css')]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onState = (event: Event) => {
      const detail = (event as AltchaStateChangeEvent).detail;
      changed.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  useEffect(() => {
    if (resetKey > 0) {
      widget.current?.reset?.();
      changed.current(null);
      if (renewOnReset) void widget.current?.verify?.();
    }
  }, [resetKey, renewOnReset]);

  return (
    <div role="group" aria-label={label} data-testid="captcha">
      {ready ? (
        <altcha-widget
          ref={widget}
          challengeurl={challengeUrl}
          workerurl={new URL(altchaWorker, window.location.href).href}
          hidelogo
        />
      ) : (
        <p>…</p>
      )}
    </div>
  );
}
