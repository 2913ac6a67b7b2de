import { useAppStore } from '../../shared/store/app-store';

/** Several addresses are in play: a bulk lookup of more than one, or the qualification found
 * several (HasMultipleAddress). Cards and tiles then collapse behind +/-. */
export function useMultipleAddresses(): boolean {
  const bulkCount = useAppStore((s) => s.bulkResults?.response.length ?? 0);
  const multiple = useAppStore((s) => s.availability?.HasMultipleAddress === 'Y');
  return bulkCount > 1 || multiple;
}
