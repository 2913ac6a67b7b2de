/**
 * The FCC broadband consumer label ("Broadband Facts", fixed-broadband template) of one plan as
 * sold, every field in the template's order (docs/broadband-labels.md). A real table: the
 * caption names the label, section headings span the table and each field is a row header, so a
 * screen reader reads 'Typical download speed, 270 Mbps'. It opens in place under the plan (a
 * disclosure, keyboard and touch alike) and wraps long addresses: nothing scrolls sideways at
 * 375 px. Every figure is the server's, from the one pricing model.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadbandLabel as Label } from '@bizline/domain/wire/broadband-label';
import { formatPhoneDisplay } from '@bizline/domain/format';
import { dollars } from '../cart/money';
import { isReferralMode } from '../referral/referral-mode';
import styles from './BroadbandLabel.module.css';

/** An address shown as itself (a kiosk customer reads it, a screen offers it as a link). */
function Address({ href }: { href: string }) {
  const text = href.replace(/^https:\/\//, '').replace(/\/$/, '');
  return isReferralMode() ? <span>{text}</span> : <a href={href}>{text}</a>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <tbody>
      <tr>
        <th scope="colgroup" colSpan={2} className={styles.section}>
          {title}
        </th>
      </tr>
      {children}
    </tbody>
  );
}

function Row({ name, children, sub }: { name: string; children: ReactNode; sub?: boolean }) {
  return (
    <tr>
      <th scope="row" className={sub ? styles.sub : undefined}>
        {name}
      </th>
      <td>{children}</td>
    </tr>
  );
}

/** The fees of a kind, each named with its amount; 'None' when there is none. */
function Fees({ title, fees }: { title: string; fees: Label['oneTimeFees'] }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Row name={title}>{fees.length === 0 ? t('broadbandLabel.none') : ''}</Row>
      {fees.map((f) => (
        <Row key={f.name} name={f.name} sub>
          {dollars(f.amount)}
        </Row>
      ))}
    </>
  );
}

export function BroadbandLabel({ label, open }: { label: Label; open?: boolean }) {
  const { t } = useTranslation('common');
  const l = label;
  return (
    <details className={styles.label} open={open}>
      <summary>{t('broadbandLabel.open', { plan: l.planName })}</summary>
      <table className={styles.table}>
        <caption>
          <span className={styles.title}>{t('broadbandLabel.title')}</span>
          <span>{l.providerName}</span>
          <span className={styles.plan}>{l.planName}</span>
          <span>{t('broadbandLabel.disclosure')}</span>
        </caption>
        <Section title={t('broadbandLabel.monthlyPrice')}>
          <Row name={t('broadbandLabel.monthlyPrice')}>{dollars(l.monthlyPrice)}</Row>
          <Row name={t('broadbandLabel.introductory')}>
            {l.introductoryRate
              ? t('broadbandLabel.introductoryYes', {
                  months: l.introductoryRate.months,
                  after: dollars(l.introductoryRate.priceAfter),
                })
              : t('broadbandLabel.introductoryNo')}
          </Row>
          <Row name={t('broadbandLabel.contract')}>
            {l.contractMonths > 0
              ? t('broadbandLabel.contractMonths', { months: l.contractMonths })
              : t('broadbandLabel.noContract')}{' '}
            <Address href={l.contractTermsUrl} />
          </Row>
        </Section>
        <Section title={t('broadbandLabel.additional')}>
          <Fees title={t('broadbandLabel.monthlyFees')} fees={l.monthlyFees} />
          <Fees title={t('broadbandLabel.oneTimeFees')} fees={l.oneTimeFees} />
          <Row name={t('broadbandLabel.earlyTermination')}>{dollars(l.earlyTerminationFee)}</Row>
          <Row name={t('broadbandLabel.taxes')}>{t('broadbandLabel.taxesVary')}</Row>
        </Section>
        <Section title={t('broadbandLabel.discounts')}>
          <Row name={t('broadbandLabel.discountsText')}>
            <Address href={l.discountsUrl} />
          </Row>
        </Section>
        <Section title={t('broadbandLabel.speeds')}>
          <Row name={t('broadbandLabel.download')}>
            {t('broadbandLabel.mbps', { n: l.typicalDownMbps })}
          </Row>
          <Row name={t('broadbandLabel.upload')}>
            {t('broadbandLabel.mbps', { n: l.typicalUpMbps })}
          </Row>
          <Row name={t('broadbandLabel.latency')}>
            {t('broadbandLabel.ms', { n: l.typicalLatencyMs })}
          </Row>
        </Section>
        <Section title={t('broadbandLabel.data')}>
          <Row name={t('broadbandLabel.dataIncluded')}>
            {l.dataIncludedGb === null
              ? t('broadbandLabel.unlimited')
              : t('broadbandLabel.gb', { n: l.dataIncludedGb })}
          </Row>
          <Row name={t('broadbandLabel.overage')}>
            {l.dataIncludedGb === null ? (
              t('broadbandLabel.notApplicable')
            ) : (
              <>
                {t('broadbandLabel.overageTerms')} <Address href={l.contractTermsUrl} />
              </>
            )}
          </Row>
        </Section>
        <Section title={t('broadbandLabel.policies')}>
          <Row name={t('broadbandLabel.networkManagement')}>
            <Address href={l.networkManagementUrl} />
          </Row>
          <Row name={t('broadbandLabel.privacy')}>
            <Address href={l.privacyUrl} />
          </Row>
        </Section>
        <Section title={t('broadbandLabel.support')}>
          <Row name={t('broadbandLabel.phone')}>{formatPhoneDisplay(l.supportPhone)}</Row>
          <Row name={t('broadbandLabel.website')}>
            <Address href={l.supportUrl} />
          </Row>
        </Section>
        <tbody>
          <tr>
            <td colSpan={2}>
              {t('broadbandLabel.fcc')} <Address href="https://www.fcc.gov/consumer" />
            </td>
          </tr>
          <Row name={t('broadbandLabel.id')}>
            <span className={styles.id}>{l.id}</span>
          </Row>
        </tbody>
      </table>
    </details>
  );
}

/** The labels of several plans (each plan an option or an address leads to), each opening in
 * place; nothing while there is none. */
export function BroadbandLabelList({ labels }: { labels: readonly Label[] | undefined }) {
  if (!labels?.length) return null;
  return (
    <ul className={styles.list}>
      {labels.map((l) => (
        <li key={l.id}>
          <BroadbandLabel label={l} />
        </li>
      ))}
    </ul>
  );
}
