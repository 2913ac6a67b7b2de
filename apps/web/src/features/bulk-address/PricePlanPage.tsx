import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppStore } from '../../shared/store/app-store';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BulkResult } from './BulkResult';
import styles from './PricePlanPage.module.css';

/** Where 'Go back' goes: two history steps with several addresses, otherwise one. */
function goBackSteps(addressCount: number): number {
  return addressCount > 1 ? 2 : 1;
}

/**
 * /price-plan, the 'BI Qualification Tool' page (000 §2 screen 6): each address of the last
 * bulk lookup with what the address page would answer for it: its fiber or HSI plans, or the
 * wireless plan list chosen from Qualified4G, QualifiedCBand and Qualified5G, and a way to
 * start an order there.
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
            {items.map((item, i) => (
              <li key={`${i}:${item.location.formattedAddress}`} className={styles.address}>
                <BulkResult item={item} index={i} several={several} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
