import { useTranslation } from 'react-i18next';
import { stripDashes } from '@bizline/domain/format';
import { appConfig } from '../../shared/config';
import styles from './ConfirmationPage.module.css';

// The brand lists the hours without the closing period the spec's lines end with.
const withStop = (line: string) => (/[.!]$/.test(line.trim()) ? line.trim() : `${line.trim()}.`);

/**
 * The provider's customer service line and hours, and its sales center line and hours, from
 * brand data (data/brand.json; 002 §2). Used by /confirmation-contact-rep and /contact-rep.
 */
export function BrandContacts({
  headingLevel = 2,
  serviceIntro,
}: {
  headingLevel?: 2 | 3;
  /** The line before the customer service number (default: with the order number to hand). */
  serviceIntro?: string;
}) {
  const { t } = useTranslation('confirmation');
  const { brand } = appConfig;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <H>{t('contactRep.serviceTitle')}</H>
      <p>
        {serviceIntro ?? t('contactRep.serviceIntro')}{' '}
        <a href={`tel:+1${stripDashes(brand.supportPhone)}`}>{t('contactRep.supportPhone')}</a>
      </p>
      <ul className={styles.list}>
        {brand.hours.customerService.map((line) => (
          <li key={line}>{withStop(line)}</li>
        ))}
      </ul>
      <H>{t('contactRep.salesTitle')}</H>
      <p>
        <a href={`tel:+1${stripDashes(brand.salesPhone)}`}>{t('contactRep.salesPhone')}</a>
      </p>
      <p>{t('contactRep.salesHours')}</p>
    </>
  );
}
