import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../store/app-store';
import { resetKiosk } from './referral-mode';

interface StartOverButtonProps {
  /** Copy namespace holding `kiosk.startOver` and `kiosk.startOverHint`. */
  namespace: string;
  className?: string;
}

/**
 * A kiosk page's way on when the visit is over: the same clean start the 45 s idle
 * event makes, on request, so the next customer does not wait for it. Render in
 * referral mode, inside the server-data cache provider.
 */
export function StartOverButton({
  namespace,
  className = 'btn btn-secondary',
}: StartOverButtonProps) {
  const { t } = useTranslation(namespace);
  const clearAll = useAppStore((s) => s.clearAll);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <p>
      <button
        type="button"
        className={className}
        aria-describedby="start-over-hint"
        onClick={() => resetKiosk({ clearAll, queryClient, navigate })}
      >
        {t('kiosk.startOver')}
      </button>
      <br />
      <span id="start-over-hint">{t('kiosk.startOverHint')}</span>
    </p>
  );
}
