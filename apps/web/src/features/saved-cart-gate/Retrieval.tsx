import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useNavigate } from 'react-router';
import { RETRIEVAL_REDIRECT_WAIT_MS } from '@bizline/domain/constants';
import { routePath } from '@bizline/domain/routes';
import { isRetrievalSuccess } from '@bizline/domain/validators/save-cart';
import type { GetRetrievedOrderAnswer } from '@bizline/domain/wire/saved-cart';
import { SAVED_CART_CALLS } from '@bizline/domain/wire/saved-cart/calls';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { dollars } from '../../shared/cart/money';
import { useAppStore } from '../../shared/store/app-store';
import { PageLoading } from '../../shared/ui/PageLoading';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { markRedirectDone, queryParam, type SavedCartLink } from './gate-storage';
import { useFocusHeading } from './use-focus-heading';
import styles from './SavedCartGate.module.css';

interface RetrievalProps {
  link: SavedCartLink;
  /** The server wants the gate first (403). */
  onNeedsGate: () => void;
  onExpired: () => void;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'changes'; answer: GetRetrievedOrderAnswer }
  | { kind: 'redirecting'; answer: GetRetrievedOrderAnswer };

/** Where a retrieved cart lands: /checkout if the last visited page was checkout. */
function landingOf(answer: Pick<GetRetrievedOrderAnswer, 'LastPage'>): string {
  return answer.LastPage === 'checkout' ? routePath('checkout') : routePath('customizeOrder');
}

/**
 * Retrieval of a saved cart: GetRetrievedOrder with the link's parameters, then
 * what changed since the save (beyond the spec), then the 3-second wait and the redirect, once
 * per cart id.
 */
export function Retrieval({ link, onNeedsGate, onExpired }: RetrievalProps) {
  const { t } = useTranslation('save-cart');
  usePageTitle(t('retrieval.title'));
  const heading = useFocusHeading();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const customizeHref = useHref(routePath('customizeOrder'));

  useEffect(() => {
    let live = true;
    const search = new URLSearchParams(link.query);
    const source = queryParam(search, 'source');
    const optional = (v: string) => v || undefined;
    api
      .call(SAVED_CART_CALLS.getRetrievedOrder, {
        scartid: optional(link.scartid),
        Cid: optional(link.cid),
        cmp: optional(queryParam(search, 'cmp')),
        FiosReferral: optional(queryParam(search, 'fiosreferral')),
        SMBBANNERID: optional(queryParam(search, 'SMBBANNERID')),
        source: optional(source),
      })
      .then(
        (answer) => {
          if (!live) return;
          const store = useAppStore.getState();
          if (!isRetrievalSuccess(answer, source)) {
            store.setSavedCartError(true);
            store.setSavedCartOffer(null);
            setState({ kind: 'failed', message: t('retrieval.failed') });
            return;
          }
          store.setSavedCartError(false);
          store.setCartId(answer.scartid);
          // The saved-cart offer waits on /customize-order (SavedCartOffer).
          store.setSavedCartOffer(answer.JointOfferSaveCart);
          // The session now holds the saved cart: whatever was cached belongs to the old one.
          void client.invalidateQueries();
          setState(
            answer.changes.length > 0
              ? { kind: 'changes', answer }
              : { kind: 'redirecting', answer },
          );
        },
        (error: unknown) => {
          if (!live) return;
          if (isApiError(error) && error.status === 404) return onExpired();
          if (isApiError(error) && error.status === 403) return onNeedsGate();
          // A failed retrieval sets the saved-cart error (002 §4, §8; for FIOSAPI and the rest).
          useAppStore.getState().setSavedCartError(true);
          setState({
            kind: 'failed',
            message: isApiError(error) ? error.message : t('retrieval.failed'),
          });
        },
      );
    return () => {
      live = false;
    };
  }, [link, client, onExpired, onNeedsGate, t]);

  const redirecting = state.kind === 'redirecting' ? state.answer : null;
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => {
      markRedirectDone(link.cartId);
      const target = landingOf(redirecting);
      if (target === routePath('checkout')) {
        // Back from a retrieved order returns to /customize-order: the link's history
        // entry becomes /customize-order and /checkout is pushed after it.
        window.history.replaceState(window.history.state, '', customizeHref);
        void navigate(target);
      } else {
        void navigate(target, { replace: true });
      }
    }, RETRIEVAL_REDIRECT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, link.cartId, navigate, customizeHref]);

  const price = (value: string | null, key: 'was' | 'now') =>
    value === null
      ? t(key === 'now' ? 'retrieval.noLongerSold' : 'retrieval.newProduct')
      : t(`retrieval.${key}`, { price: dollars(value) });

  return (
    <section className={`page ${styles.screen}`} aria-labelledby="saved-cart-retrieval">
      <h1 id="saved-cart-retrieval" ref={heading} tabIndex={-1} className={styles.heading}>
        {state.kind === 'changes' ? t('retrieval.changesHeading') : t('retrieval.heading')}
      </h1>
      {state.kind === 'loading' && <PageLoading />}
      {state.kind === 'failed' && (
        <>
          <p role="alert" className="inline-error">
            {state.message}
          </p>
          <Link className="btn btn-primary" to="/" replace>
            {t('retrieval.startAgain')}
          </Link>
        </>
      )}
      {state.kind === 'changes' && (
        <>
          <p>{t('retrieval.changesIntro')}</p>
          <ul className={styles.changes}>
            {state.answer.changes.map((c) => (
              <li key={c.productId}>
                <strong>{c.product}</strong>: {price(c.was, 'was')}, {price(c.now, 'now')}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setState({ kind: 'redirecting', answer: state.answer })}
          >
            {t('retrieval.continue')}
          </button>
        </>
      )}
      <p role="status" className={styles.status}>
        {state.kind === 'loading' && t('retrieval.loading')}
        {state.kind === 'redirecting' && t('retrieval.redirecting')}
      </p>
    </section>
  );
}
