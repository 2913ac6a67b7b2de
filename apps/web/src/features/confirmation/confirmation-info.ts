import { useLocation } from 'react-router';
import { useAppStore } from '../../shared/store/app-store';

export interface ConfirmationInfo {
  svc_orderNo: string;
  Refno: string;
}

function isInfo(value: unknown): value is ConfirmationInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.svc_orderNo === 'string' && v.svc_orderNo !== '' && typeof v.Refno === 'string';
}

/**
 * The order the confirmation pages are about (002 §2 "Confirmation info holds svc_orderNo and
 * Refno"): the navigation state of the submit, else the store's confirmation info (a reload).
 */
export function useConfirmationInfo(): ConfirmationInfo | null {
  const state: unknown = useLocation().state;
  const stored = useAppStore((s) => s.confirmationInfo);
  if (isInfo(state)) return state;
  return isInfo(stored) ? stored : null;
}
