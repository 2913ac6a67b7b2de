import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config';
import { useServiceAddress } from '../../shared/entry/service-address';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { WirelessPlanList } from '../../shared/wireless/WirelessPlanList';
import { KioskWirelessActions } from './KioskWirelessActions';
import { trackWirelessOrderNow } from './order-now';
import { useMultipleAddresses } from './use-multiple-addresses';
import styles from './WirelessPage.module.css';

/** /4g-plan (000 §2 screen 9): 4G LTE qualifies, 5G does not; three radio cards. */
export function FourGPlanPage() {
  const { t } = useTranslation('wireless');
  usePageTitle(t('fourG.title'));
  const address = useServiceAddress();
  const collapsible = useMultipleAddresses();
  // A kiosk links to no other site: it offers a call-back instead (decision 019).
  const referral = useReferralMode();
  const [speed, setSpeed] = useState<number | null>(null);

  return (
    <div className="page">
      <h1>{t('fourG.heading')}</h1>
      <p className={styles.intro}>{t('fourG.intro')}</p>
      {address && (
        <p className={styles.address}>
          {t('address', { address: `${address.streetLine}, ${address.cityLine}` })}
        </p>
      )}
      <WirelessPlanList
        choice={{ kind: '4g' }}
        collapsible={collapsible}
        selected={speed}
        onSelect={setSpeed}
      />
      {referral ? (
        <KioskWirelessActions />
      ) : (
        <>
          <p className={styles.hint} id="order-now-hint">
            {t('fourG.orderNowHint')}
          </p>
          <ExternalLink
            className="btn btn-primary"
            href={appConfig.brand.wirelessSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="order-now-hint"
            onClick={() => trackWirelessOrderNow('/4g-plan', speed ? `4G ${speed} Mbps` : '4G')}
          >
            {t('fourG.orderNow')}
          </ExternalLink>
        </>
      )}
    </div>
  );
}
