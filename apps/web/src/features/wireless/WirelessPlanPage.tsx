import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config';
import { useServiceAddress } from '../../shared/entry/service-address';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { KioskWirelessActions } from './KioskWirelessActions';
import styles from './WirelessPage.module.css';

interface Props {
  /** Copy of the page: wireless.json `fourG.*` or `fiveG.*`. */
  copy: 'fourG' | 'fiveG';
  /** The plan list of the page. */
  children: ReactNode;
  /** Analytics of 'Order now' (the page and the plan chosen). */
  onOrderNow: () => void;
}

/** The copy key of the line under the heading. */
const INTRO = { fourG: 'fourG.intro', fiveG: 'fiveG.subtext' } as const;

/**
 * A wireless plan page (000 §2 screens 9 and 10): heading, the service address, the plan list
 * and 'Order now' on the provider's wireless site, or a call-back in a kiosk, which links to no
 * other site (decision 019).
 */
export function WirelessPlanPage({ copy, children, onOrderNow }: Props) {
  const { t } = useTranslation('wireless');
  usePageTitle(t(`${copy}.title`));
  const address = useServiceAddress();
  const referral = useReferralMode();
  return (
    <div className="page">
      <h1>{t(`${copy}.heading`)}</h1>
      <p className={styles.intro}>{t(INTRO[copy])}</p>
      {address && (
        <p className={styles.address}>
          {t('address', { address: `${address.streetLine}, ${address.cityLine}` })}
        </p>
      )}
      {children}
      {referral ? (
        <KioskWirelessActions />
      ) : (
        <>
          <p className={styles.hint} id="order-now-hint">
            {t(`${copy}.orderNowHint`)}
          </p>
          <ExternalLink
            className="btn btn-primary"
            href={appConfig.brand.wirelessSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="order-now-hint"
            onClick={onOrderNow}
          >
            {t(`${copy}.orderNow`)}
          </ExternalLink>
        </>
      )}
    </div>
  );
}
