import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { stripDashes } from '@bizline/domain/format';
import { appConfig } from '../../shared/config';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { isRouteHandle } from '../route-handle';
import styles from './StagePage.module.css';

/**
 * The page of a route whose stage has not been delivered yet: it names the page, the stage
 * (spec document) it belongs to and what it will do, and gives the visitor a way to order now.
 * Every later issue replaces its routes' use of this page with the real one (app/routes.tsx).
 */
export function StagePage() {
  const { t } = useTranslation('stages');
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const routeId = handle?.routeId ?? 'addressEntry';
  const stage = handle?.stage ?? '000';
  const title = t(`routes.${routeId}.title`);
  usePageTitle(title);

  return (
    <div className="page">
      <article className={styles.card} aria-labelledby="stage-title">
        <p className={styles.stage}>
          {t('stageLabel', { stage, stageName: t(`stageNames.${stage}`) })}
        </p>
        <h1 id="stage-title">{title}</h1>
        <p>{t('intro', { stageName: t(`stageNames.${stage}`) })}</p>
        <h2>{t('whatItDoes')}</h2>
        <p>{t(`routes.${routeId}.purpose`)}</p>
        <h2>{t('orderNowTitle')}</h2>
        <p>
          {t('orderNowText')}{' '}
          <a href={`tel:+1${stripDashes(appConfig.brand.salesPhone)}`}>{t('orderNowPhone')}</a>
        </p>
        {routeId !== 'addressEntry' && (
          <p>
            <Link className="btn btn-secondary" to="/">
              {t('backToStart')}
            </Link>
          </p>
        )}
      </article>
    </div>
  );
}
