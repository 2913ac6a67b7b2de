import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownTo } from '@bizline/domain/holiday-countdown';
import { appConfig } from '../../shared/config';
import styles from './HolidayBanner.module.css';

/**
 * The holiday-offer banner: a countdown in days, hours, minutes and seconds to the
 * offer's end (brand.holidayOfferEndsAt). Shown only while the holidayOfferDisclaimer feature
 * flag is on (off by default, 002 §9) and the end is still ahead.
 */
export function HolidayBanner({
  enabled = appConfig.features.holidayOfferDisclaimer,
  endsAt = appConfig.brand.holidayOfferEndsAt,
}: {
  enabled?: boolean;
  endsAt?: string | undefined;
}) {
  const { t } = useTranslation('layout');
  const [now, setNow] = useState(() => Date.now());
  const left = enabled ? countdownTo(endsAt, now) : null;
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  if (!left) return null;
  return (
    <section className={styles.banner} aria-labelledby="holiday-offer-title">
      <p id="holiday-offer-title" className={styles.title}>
        {t('holidayBanner.title')}
      </p>
      {/* role=timer is not announced on every tick (implicit aria-live off). */}
      <p role="timer" className={styles.timer}>
        {t('holidayBanner.endsIn', {
          days: t('holidayBanner.days', { count: left.days }),
          hours: t('holidayBanner.hours', { count: left.hours }),
          minutes: t('holidayBanner.minutes', { count: left.minutes }),
          seconds: t('holidayBanner.seconds', { count: left.seconds }),
        })}
      </p>
    </section>
  );
}
