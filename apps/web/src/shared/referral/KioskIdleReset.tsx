import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FIBER_REFERRAL_IDLE_MS, FIBER_REFERRAL_THROTTLE_MS } from '@bizline/domain/constants';
import { useAppStore } from '../store/app-store';
import { resetKiosk } from './referral-mode';
import { useIdle } from './use-idle';

/** The referral kiosk's idle event: 45 s without activity (throttled to one
 * restart per 500 ms) and the kiosk starts over for the next customer. Render in referral mode. */
export function KioskIdleReset() {
  const clearAll = useAppStore((s) => s.clearAll);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onIdle = useCallback(
    () => resetKiosk({ clearAll, queryClient, navigate }),
    [clearAll, queryClient, navigate],
  );
  useIdle({ timeoutMs: FIBER_REFERRAL_IDLE_MS, throttleMs: FIBER_REFERRAL_THROTTLE_MS, onIdle });
  return null;
}
