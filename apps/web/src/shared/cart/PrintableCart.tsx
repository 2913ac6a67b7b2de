import { useTranslation } from 'react-i18next';
import { UNFULFILLED_ORDER_CANCEL_DAYS } from '@bizline/domain/constants';
import { cartPhoneKind } from '@bizline/domain/cart-promo';
import { formatPhonePrint } from '@bizline/domain/format';
import { cartFigures } from '@bizline/domain/pricing/cart-figures';
import type { PlanDetails } from '@bizline/domain/wire/cart';
import { appConfig } from '../config';
import type { ServiceAddress } from '../entry/service-address';
import { dollars, perMonth, splitOffer } from './money';
import { PaymentTimeline } from './PaymentTimeline';
import styles from './FloatingCart.module.css';

interface Props {
  details: PlanDetails | null;
  address: ServiceAddress | null;
  /** The visitor's contact e-mail and phone (address entry). */
  email: string;
  phone: string;
}

interface Line {
  name: string;
  price: string;
  /** Under the name: '12 monthly payments of $25.00'. */
  note?: string;
  testId?: string;
}

function Lines({ lines, monthly = false }: { lines: Line[]; monthly?: boolean }) {
  return (
    <table className={styles.printTable}>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${l.name}-${i}`} data-testid={l.testId}>
            <th scope="row">
              {l.name}
              {l.note ? (
                <>
                  <br />
                  <span className={styles.note}>{l.note}</span>
                </>
              ) : null}
            </th>
            <td>{monthly ? perMonth(l.price) : dollars(l.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The printable cart, rendered from the same answer as the panel. Hidden on screen;
 * the print stylesheet shows only this. Phone numbers print as xxx.xxx.xxxx.
 */
export function PrintableCart({ details: d, address, email, phone }: Props) {
  const { t } = useTranslation('cart');
  const brand = appConfig.brand;
  const figures = d ? cartFigures(d) : null;
  const monthly: Line[] = [];
  const savings: Line[] = [];
  if (d) {
    if (d.dataInfo.planName)
      monthly.push({ name: d.dataInfo.planName, price: d.dataInfo.planPrice });
    if (cartPhoneKind(d) !== 'none') {
      // The plan's name only: each line's price follows, so the list adds up.
      monthly.push({ name: d.phoneInfo.planName, price: '' });
      d.phoneInfo.lines.forEach((l) =>
        monthly.push({
          name: [formatPhonePrint(l.TN), l.planName].filter(Boolean).join(' '),
          price: l.total,
        }),
      );
      d.phoneInfo.phoneServices.forEach((s) => monthly.push({ name: s.Name, price: s.Rc }));
      d.phoneInfo.FaxLine.forEach((f) => monthly.push({ name: f.prdName, price: f.Price }));
    }
    if (d.tvInfo.planName) monthly.push({ name: d.tvInfo.planName, price: d.tvInfo.planPrice });
    d.tvInfo.tvServices.forEach((s) => monthly.push({ name: s.prdName, price: s.Price }));
    if (d.tvInfo.MovieChannelsPack.length > 0)
      monthly.push({ name: t('panel.movieChannelsPack'), price: d.tvInfo.MoviechannelsPackPrice });
    d.otherServices.forEach((o) => monthly.push({ name: o.Product, price: o.price }));
    d.offerInfo.forEach((o) => {
      if (o.planName.trim())
        savings.push({ name: splitOffer(o.planName).title, price: o.planPrice });
      if (o.otheroffer.trim())
        savings.push({ name: splitOffer(o.otheroffer).title, price: o.otherofferPrice });
    });
  }

  return (
    <div className={styles.printable} data-testid="printable-cart">
      <img src={brand.logoUrl} alt={brand.companyName} height={40} />
      <h2>{t('print.title')}</h2>
      {email && <p>{t('print.contactEmail', { email })}</p>}
      {phone && <p>{t('print.contactPhone', { phone: formatPhonePrint(phone) })}</p>}
      {address && (
        <p>
          {t('print.serviceAddress')}: {address.streetLine}, {address.cityLine}
        </p>
      )}
      {d && figures && (
        <>
          <h3>{t('print.estimate')}</h3>
          <p className={styles.printEstimate} data-testid="print-estimate">
            <strong>{dollars(figures.header)}</strong> {t('print.perMonth')} {t('print.plusTaxes')}
          </p>
          <h3>{t('print.monthlyFees')}</h3>
          <Lines lines={monthly} monthly />
          {savings.length > 0 && (
            <>
              <h3>{t('print.savings')}</h3>
              <Lines lines={savings} monthly />
            </>
          )}
          <h3>{t('print.taxes')}</h3>
          <Lines
            monthly
            lines={d.taxAndOtherCharges.Tax.map((x) => ({ name: x.Name, price: x.price }))}
          />
          <h3>{t('print.subtotals')}</h3>
          <Lines
            monthly
            lines={figures.monthly.map((f) => ({
              name: t(`panel.figures.${f.key}`),
              price: f.amount,
              testId: `print-${f.key}`,
            }))}
          />
          {figures.oneTime.lines.length > 0 && (
            <>
              <h3>{t('print.oneTime')}</h3>
              <Lines
                lines={[
                  ...figures.oneTime.lines.map((l) => ({
                    name: l.name,
                    price: l.amount,
                    note: l.note,
                  })),
                  ...(figures.oneTime.paidInInstallments
                    ? [
                        { name: t('panel.oneTime.charges'), price: figures.oneTime.charges },
                        {
                          name: t('panel.oneTime.paidInInstallments'),
                          price: figures.oneTime.paidInInstallments,
                        },
                      ]
                    : []),
                  {
                    name: t('panel.oneTime.dueNow'),
                    price: figures.oneTime.dueNow,
                    testId: 'print-due-now',
                  },
                ]}
              />
            </>
          )}
          {d.pricedCart.timeline && (
            <PaymentTimeline timeline={d.pricedCart.timeline} testId="print-timeline" />
          )}
        </>
      )}
      <p className={styles.printFooter}>
        {t('print.footer', { days: UNFULFILLED_ORDER_CANCEL_DAYS })}
      </p>
    </div>
  );
}
