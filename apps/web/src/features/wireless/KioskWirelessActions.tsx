import { useTranslation } from 'react-i18next';
import { CallbackForm } from '../../shared/callback/CallbackForm';
import { useServiceAddress } from '../../shared/entry/service-address';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import styles from './WirelessPage.module.css';

/**
 * What a wireless plan page offers at a referral kiosk (decision 019): the kiosk shows no link
 * to the wireless business site, so instead of 'Order now' the customer asks a
 * representative to call (Qualify/RequestCallback, reason 'wireless-plan', with the service
 * address), and can start over for the next customer.
 */
export function KioskWirelessActions() {
  const { t } = useTranslation('wireless');
  const address = useServiceAddress();
  return (
    <section className={styles.kiosk} aria-labelledby="kiosk-title">
      <h2 id="kiosk-title">{t('kiosk.title')}</h2>
      <p>{t('kiosk.text')}</p>
      <CallbackForm
        namespace="wireless"
        reason="wireless-plan"
        addressText={address ? `${address.streetLine}, ${address.cityLine}` : undefined}
      />
      <StartOverButton namespace="wireless" />
    </section>
  );
}
