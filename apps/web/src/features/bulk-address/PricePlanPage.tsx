import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppStore } from '../../shared/store/app-store';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { choosePlanList } from '../../shared/wireless/plan-list';
import { WirelessPlanList } from '../../shared/wireless/WirelessPlanList';
import styles from './PricePlanPage.module.css';

/** Where 'Go back' goes: two history steps with several addresses, otherwise one (000 §2). */
export function goBackSteps(addressCount: number): number {
  return addressCount > 1 ? 2 : 1;
}

/**
 * /price-plan, the 'BI Qualification Tool' page (000 §2 screen 6): each address of the last
 * bulk lookup with its plan list, chosen from Qualified4G, QualifiedCBand and Qualified5G.
 */
export function PricePlanPage() {
  const { t } = useTranslation('bulk-address');
  usePageTitle(t('results.title'));
  const navigate = useNavigate();
  const results = useAppStore((s) => s.bulkResults);
  const items = results?.response ?? [];
  const several = items.length > 1;

  const goBack = () => {
    const steps = goBackSteps(items.length);
    // Opened directly (no history in this app to go back through): go to the bulk page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx >= steps) void navigate(-steps);
    else void navigate('/bulk-address-upload');
  };

  return (
    <div className="page">
      <h1>{t('results.title')}</h1>
      <p>
        <Link
          to="/bulk-address-upload"
          onClick={(e) => {
            e.preventDefault();
            goBack();
          }}
        >
          {t('results.goBack')}
        </Link>
      </p>
      {items.length === 0 ? (
        <p>{t('results.none')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t('results.intro', { count: items.length })}</p>
          <ol className={styles.addresses}>
            {items.map((item, i) => {
              const headingId = `address-${i}`;
              return (
                <li key={`${i}:${item.location.formattedAddress}`} className={styles.address}>
                  <section aria-labelledby={headingId}>
                    <h2 id={headingId}>{item.location.formattedAddress}</h2>
                    {item.status !== 'FOUND' && (
                      <p className={styles.note}>{t(`results.status.${item.status}`)}</p>
                    )}
                    <WirelessPlanList
                      choice={choosePlanList(item.qualification)}
                      collapsible={several}
                      headingLevel={3}
                      label={t('results.plansFor', {
                        address: item.location.formattedAddress,
                      })}
                    />
                  </section>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
