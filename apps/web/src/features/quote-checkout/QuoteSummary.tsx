import { useTranslation } from 'react-i18next';
import type { OmniCartSummary } from './quote-calls';
import styles from './QuoteCheckoutPage.module.css';

interface Line {
  label: string;
  price: string;
}

/** A line shows when it has a description (an empty BBE or promo part is left out). */
const shown = (l: Line) => l.label.trim() !== '';

/** The omni cart summary of 002 §3: internet, phone, equipment & one-time, BBE, promo, total. */
export function QuoteSummary({ summary }: { summary: OmniCartSummary }) {
  const { t } = useTranslation('quote-checkout');
  const price = (value: string) => t('summary.price', { price: value });
  const kv = (list: { Key: string; Value: string }[]) =>
    list.map((x) => ({ label: x.Key, price: x.Value }));
  const internet = summary.OmniInternetInfo;
  const phone = summary.OmniPhoneInfo;
  const groups: { id: string; heading: string; lines: Line[] }[] = [
    {
      id: 'internet',
      heading: t('summary.internet'),
      lines: [
        { label: internet.DataDescription, price: internet.DataPrice },
        ...kv(internet.OtherService),
      ],
    },
    {
      id: 'phone',
      heading: phone.PhoneLineType
        ? `${t('summary.phone')}: ${phone.PhoneLineType}`
        : t('summary.phone'),
      lines: [...kv(phone.PhoneDescPrice), ...kv(phone.OtherService)],
    },
    {
      id: 'equipment',
      heading: t('summary.equipment'),
      lines: kv(summary.OmniEquipmentOneTimeInfo.EquipmentsAndOneTime),
    },
    {
      id: 'bbe',
      heading: t('summary.bbe'),
      lines: [{ label: summary.OmniBBEInfo.BBEDescription, price: summary.OmniBBEInfo.BBEPrice }],
    },
    {
      id: 'promo',
      heading: t('summary.promo'),
      lines: [
        { label: summary.OmniPromoInfo.PromoDescription, price: summary.OmniPromoInfo.PromoValue },
      ],
    },
  ];
  return (
    <div className={styles.quoteSummary}>
      {groups.map((g) => {
        const lines = g.lines.filter(shown);
        if (!lines.length) return null;
        return (
          <div key={g.id}>
            <h3 className={styles.groupHeading}>{g.heading}</h3>
            <dl className={styles.lines}>
              {lines.map((l) => (
                <div key={`${l.label}:${l.price}`} className={styles.line}>
                  <dt>{l.label}</dt>
                  <dd>{price(l.price)}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
      <dl className={`${styles.lines} ${styles.total}`}>
        <div className={styles.line}>
          <dt>{t('summary.total')}</dt>
          <dd>{price(summary.TotalChargesWithDiscount)}</dd>
        </div>
      </dl>
    </div>
  );
}
