import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BulkResultItem } from '@bizline/domain/wire/entry';
import { BroadbandLabelList } from '../../shared/broadband-label/BroadbandLabel';
import { choosePlanList } from '../../shared/wireless/plan-list';
import { labelOf, usePlanOffers } from '../../shared/wireless/plan-offers';
import { WirelessPlanList } from '../../shared/wireless/WirelessPlanList';
import styles from './PricePlanPage.module.css';
import { startOrder } from './start-order';

interface Props {
  item: BulkResultItem;
  index: number;
  /** Several addresses: wireless cards collapse behind a +/- toggle. */
  several: boolean;
}

/**
 * One address of the bulk results: what the address page would answer for it (the server's
 * outcome: fiber or HSI plans, a wireless plan list, or where the address leads) and 'Start an
 * order', which qualifies it and goes on.
 */
export function BulkResult({ item, index, several }: Props) {
  const { t } = useTranslation('bulk-address');
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = `address-${index}`;
  const address = item.location.formattedAddress;
  const { kind } = item.outcome;
  const canStart = item.status === 'FOUND' && item.outcome.page !== null;
  const fiber = item.plans.some((p) => p.ServiceType === 'FIOS');
  const offers = usePlanOffers();
  // The results list the two-year price (the qualification's listed contract): its label.
  const labelsOfPlan = (planId: string) => {
    const label = labelOf(offers, offers?.internetLabelIds[planId]?.TwoYears);
    return label ? [label] : undefined;
  };

  const start = async () => {
    setStarting(true);
    setFailed(false);
    try {
      await startOrder(item, (to, options) => navigate(to, options));
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{address}</h2>
      {item.status !== 'FOUND' && (
        <p className={styles.note}>{t(`results.status.${item.status}`)}</p>
      )}
      {kind === 'customize' ? (
        <>
          <p className={styles.available}>
            {t(fiber ? 'results.fiberAvailable' : 'results.hsiAvailable')}
          </p>
          <ul className={styles.plans} aria-label={t('results.plansFor', { address })}>
            {item.plans.map((p) => (
              <li key={p.ProductId} className={styles.plan}>
                <span className={styles.planName}>{p.ProductName}</span>
                <span>{t('results.monthly', { price: p.Price })}</span>
                <BroadbandLabelList labels={labelsOfPlan(p.ProductId)} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {kind !== 'wireless' && kind !== 'not-found' && kind !== 'needs-unit' && (
            <p>{t(`results.outcome.${kind}`)}</p>
          )}
          {/* Without fiber or HSI plans: the wireless list of its flags (000 §2; no
              qualification gives the 4G list). */}
          <WirelessPlanList
            choice={choosePlanList(item.qualification)}
            collapsible={several}
            headingLevel={3}
            label={t('results.plansFor', { address })}
          />
        </>
      )}
      {canStart ? (
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={starting}
            onClick={() => void start()}
          >
            {starting ? t('results.starting') : t('results.startOrder')}
            <span className="visually-hidden"> {t('results.atAddress', { address })}</span>
          </button>
        </p>
      ) : (
        <p>
          <Link to="/">
            {t('results.checkOnAddressPage')}
            <span className="visually-hidden"> {t('results.atAddress', { address })}</span>
          </Link>
        </p>
      )}
      {failed && (
        <p role="alert" className="inline-error">
          {t('failed')}
        </p>
      )}
    </section>
  );
}
