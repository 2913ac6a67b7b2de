import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';
import styles from './PendingOrderPage.module.css';

/** Saved cart ids are short tokens; anything else is not one. */
const SCARTID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * /pendingOrder?scartid=: continue a pending order? Yes opens that saved cart (the saved-cart
 * link /customize-order?scartid=…, so the e-mail gate and the retrieval run as for the e-mailed
 * link); No starts over.
 */
export function ContinuePendingOrderPage() {
  const { t } = useTranslation('pending-order');
  usePageTitle(t('continue.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('scartid')?.trim() ?? '';
  const scartid = SCARTID.test(raw) ? raw : null;

  return (
    <div className="page">
      <h1>{t('continue.title')}</h1>
      {scartid ? (
        <>
          <p className={styles.intro}>{t('continue.question')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                void navigate(`/customize-order?scartid=${encodeURIComponent(scartid)}`, {
                  state: { prevPage: 'pendingOrder' },
                });
              }}
            >
              {t('continue.yes')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void navigate('/')}>
              {t('continue.no')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('continue.missing')}</p>
          <Link className="btn btn-primary" to="/">
            {t('continue.startAgain')}
          </Link>
        </>
      )}
    </div>
  );
}
