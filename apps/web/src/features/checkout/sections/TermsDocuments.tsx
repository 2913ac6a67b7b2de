import { useTranslation } from 'react-i18next';
import type { TermsResponse } from '@bizline/domain/checkout/terms';
import { dollars } from '../../../shared/cart/money';
import type { BroadbandLabels } from '../api/post-letter-of-authorization';
import { formatLongDay } from '@bizline/domain/format';
import styles from './later-sections.module.css';

type Label = NonNullable<BroadbandLabels['label']>;

/** The broadband facts of the internet plan (figures as the server gives them, words for values). */
export function BroadbandLabel({ label }: { label: Label }) {
  const { t } = useTranslation('checkout');
  const rows: [string, string][] = [
    [t('terms.label.monthlyPrice'), dollars(label.monthlyPrice)],
    [
      t('terms.label.contract'),
      t(`terms.contractValue.${label.contract}`, { defaultValue: label.contract }),
    ],
    [t('terms.label.oneTimeFees'), dollars(label.oneTimeFees)],
    [t('terms.label.speed'), t('terms.label.mbps', { down: label.downMbps, up: label.upMbps })],
    [
      t('terms.label.typicalSpeed'),
      t('terms.label.mbps', { down: label.typicalDownMbps, up: label.typicalUpMbps }),
    ],
    [t('terms.label.latency'), t('terms.label.ms', { ms: label.typicalLatencyMs })],
    [t('terms.label.uniqueId'), label.uniqueId],
  ];
  return (
    <section className={styles.label} aria-label={label.planName}>
      <h4>{label.planName}</h4>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The terms and conditions in effect, shown in full before their checkbox: a
 * scrollable region the keyboard can reach, with the version and effective date it names.
 */
export function TermsText({ terms, id }: { terms: TermsResponse; id: string }) {
  const { t } = useTranslation('checkout');
  return (
    <section
      id={id}
      className={styles.termsText}
      tabIndex={0}
      aria-labelledby={`${id}-title`}
      data-terms-version={terms.version}
    >
      <h4 id={`${id}-title`}>{terms.title}</h4>
      <p className={styles.hint}>
        {t('terms.versionLine', {
          version: terms.version,
          date: formatLongDay(terms.effectiveDate),
        })}
      </p>
      {terms.intro && <p>{terms.intro}</p>}
      {terms.sections.map((s) => (
        <div key={s.heading}>
          <h5>{s.heading}</h5>
          <p>{s.body}</p>
        </div>
      ))}
    </section>
  );
}
