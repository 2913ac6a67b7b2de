import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { cartPhoneKind } from '@bizline/domain/cart-promo';
import { formatPhoneDisplay } from '@bizline/domain/format';
import { cartFigures } from '@bizline/domain/pricing/cart-figures';
import type { PlanDetails } from '@bizline/domain/wire/cart';
import { dollars, isCredit, perMonth, splitOffer } from './money';
import { PaymentTimeline } from './PaymentTimeline';
import styles from './FloatingCart.module.css';

interface Props {
  details: PlanDetails;
  hidePrint: boolean;
  /** The TV Remove button is disabled on /save-cart and /checkout. */
  removeDisabled: boolean;
  /** The promotional banner, when shown. */
  promo: ReactNode;
  onPrint: () => void;
  onRemoveTv: () => void;
}

function Row({
  name,
  price,
  note,
  monthly = false,
  total = false,
  testId,
}: {
  name: ReactNode;
  price: string;
  note?: ReactNode;
  /** A monthly amount: '$69.00/mo'. */
  monthly?: boolean;
  /** A total of the rows above it. */
  total?: boolean;
  testId?: string;
}) {
  return (
    <li className={total ? `${styles.row} ${styles.totalRow}` : styles.row} data-testid={testId}>
      <span className={styles.rowName}>
        {name}
        {note ? <span className={styles.note}>{note}</span> : null}
      </span>
      <span className={isCredit(price) ? styles.credit : styles.amount}>
        {monthly ? perMonth(price) : dollars(price)}
      </span>
    </li>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        {action}
      </div>
      <ul className={styles.rows}>{children}</ul>
    </section>
  );
}

/**
 * The cart detail panel: every section as the server priced it. No figure is
 * computed here; lines the answer leaves empty are not shown.
 */
export function CartDetailPanel(props: Props) {
  const { t } = useTranslation('cart');
  const d = props.details;
  const figures = cartFigures(d);
  // Services to the total monthly charges; then the total, taxes and the estimate with taxes.
  const totalAt = figures.monthly.findIndex((f) => f.key === 'monthly');
  const monthlyUpToTotal = figures.monthly.slice(0, totalAt + 1);
  const withTaxes = figures.monthly.slice(totalAt);
  const phoneKind = cartPhoneKind(d);
  const offers = d.offerInfo.filter((o) => o.planName.trim() || o.otheroffer.trim());
  const hasOther =
    d.otherServices.length > 0 ||
    d.tvInfo.tvServices.length > 0 ||
    d.tvInfo.MovieChannelsPack.length > 0;

  return (
    // Focusable: the panel scrolls inside the floating cart, and with Print hidden (agent and
    // kiosk modes) it may hold no control a keyboard could reach it by.
    <div className={styles.panel} role="region" aria-label={t('panel.label')} tabIndex={0}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle} data-testid="breakdown-title">
          {perMonth(figures.title.amount)}
          {figures.title.beforeDiscounts && (
            <span className={styles.titleNote}> {t('panel.beforeDiscounts')}</span>
          )}
        </h2>
        {!props.hidePrint && (
          <Button className="btn btn-secondary" onPress={props.onPrint}>
            {t('panel.print')}
          </Button>
        )}
      </div>
      {props.promo}
      <p className={styles.estimated}>{t('panel.estimated')}</p>
      {d.pricedCart.timeline && (
        <PaymentTimeline timeline={d.pricedCart.timeline} testId="breakdown-timeline" />
      )}

      {d.dataInfo.planName && (
        <Section title={t('panel.internet')}>
          <Row name={d.dataInfo.planName} price={d.dataInfo.planPrice} monthly />
        </Section>
      )}

      {phoneKind !== 'none' && (
        <Section title={phoneKind === 'bdv' ? t('panel.bdv') : t('panel.standardPhone')}>
          {/* The count only: each line's price follows, so the list adds up (issue 10). */}
          <Row name={t('panel.lineCount', { count: d.phoneInfo.noOfLines })} price="" />
          {d.phoneInfo.lines.map((line, i) => (
            <Row
              key={`${line.TN}-${i}`}
              name={
                <>
                  {t('panel.line', { n: i + 1 })}
                  {line.TN ? ` ${formatPhoneDisplay(line.TN)}` : ''}
                </>
              }
              note={`${line.planName} · ${t('panel.lineTotal')}`}
              price={line.total}
              monthly
            />
          ))}
          {d.phoneInfo.phoneServices.map((s, i) => (
            <Row key={`svc-${s.Name}-${i}`} name={s.Name} price={s.Rc} monthly />
          ))}
          {d.phoneInfo.FaxLine.map((f, i) => (
            <Row
              key={`fax-${f.prdName}-${i}`}
              name={f.prdName}
              note={t('panel.faxLines')}
              price={f.Price}
              monthly
            />
          ))}
        </Section>
      )}

      {d.tvInfo.planName && (
        <Section
          title={t('panel.tv')}
          action={
            <Button
              className={styles.linkButton}
              onPress={props.onRemoveTv}
              isDisabled={props.removeDisabled}
              aria-label={t('panel.removeLabel', { name: d.tvInfo.planName })}
              aria-describedby={props.removeDisabled ? 'cart-tv-remove-reason' : undefined}
            >
              {t('panel.remove')}
            </Button>
          }
        >
          <Row name={d.tvInfo.planName} price={d.tvInfo.planPrice} monthly />
        </Section>
      )}
      {d.tvInfo.planName && props.removeDisabled && (
        // Why Remove is disabled here: TV is changed on the customise page.
        <p id="cart-tv-remove-reason" className={styles.submitReason}>
          {t('panel.removeDisabled')}
        </p>
      )}

      {hasOther && (
        <Section title={t('panel.other')}>
          {d.otherServices.map((o, i) => (
            <Row
              key={`o-${o.Product}-${i}`}
              name={o.Product}
              note={o.ProdOfferDesc}
              price={o.price}
              monthly
            />
          ))}
          {d.tvInfo.tvServices.map((s, i) => (
            <Row key={`tv-${s.prdName}-${i}`} name={s.prdName} price={s.Price} monthly />
          ))}
          {d.tvInfo.MovieChannelsPack.length > 0 && (
            <Row
              name={t('panel.movieChannelsPack')}
              note={d.tvInfo.MovieChannelsPack.map((c) => c.channelName).join(', ')}
              price={d.tvInfo.MoviechannelsPackPrice}
              monthly
            />
          )}
        </Section>
      )}

      {offers.length > 0 && (
        <Section title={t('panel.savings')}>
          {offers.flatMap((o, i) => {
            const rows = [];
            if (o.planName.trim()) {
              const { title, detail } = splitOffer(o.planName);
              rows.push(
                <Row key={`of-${i}`} name={title} note={detail} price={o.planPrice} monthly />,
              );
            }
            if (o.otheroffer.trim()) {
              const { title, detail } = splitOffer(o.otheroffer);
              rows.push(
                <Row
                  key={`oo-${i}`}
                  name={title}
                  note={detail}
                  price={o.otherofferPrice}
                  monthly
                />,
              );
            }
            return rows;
          })}
        </Section>
      )}

      <Section title={t('panel.totalMonthly')}>
        {monthlyUpToTotal.map((f) => (
          <Row
            key={f.key}
            name={t(`panel.figures.${f.key}`)}
            price={f.amount}
            monthly
            total={f.total}
            testId={`breakdown-${f.key}`}
          />
        ))}
      </Section>

      {d.equipmentAndOnetimeCharges.length > 0 && (
        <Section title={t('panel.equipment')}>
          {d.equipmentAndOnetimeCharges.map((c, i) => (
            <Row
              key={`eq-${c.offerName}-${i}`}
              name={c.offerName}
              note={c.wavied === 'Y' ? t('panel.waived') : c.installmentText || undefined}
              price={c.price}
            />
          ))}
          {figures.oneTime.paidInInstallments && (
            <>
              <Row name={t('panel.oneTime.charges')} price={figures.oneTime.charges} total />
              <Row
                name={t('panel.oneTime.paidInInstallments')}
                price={figures.oneTime.paidInInstallments}
              />
            </>
          )}
          <Row
            name={t('panel.oneTime.dueNow')}
            price={figures.oneTime.dueNow}
            total
            testId="breakdown-due-now"
          />
        </Section>
      )}

      <Section title={t('panel.taxes')}>
        {d.taxAndOtherCharges.Tax.map((tax, i) => (
          <Row key={`tax-${tax.Name}-${i}`} name={tax.Name} price={tax.price} monthly />
        ))}
      </Section>

      <Section title={t('panel.subtotals')}>
        {withTaxes.map((f) => (
          <Row
            key={f.key}
            name={t(`panel.figures.${f.key}`)}
            price={f.amount}
            monthly
            total={f.key === 'estimatedMonthly'}
            testId={f.key === 'monthly' ? undefined : `breakdown-${f.key}`}
          />
        ))}
      </Section>
    </div>
  );
}
