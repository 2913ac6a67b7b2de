import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useLocation, useNavigate } from 'react-router';
import { routePath } from '@bizline/domain/routes';
import { useAppStore } from '../../shared/store/app-store';
import styles from '../../shared/ui/SmallModal.module.css';

/** Leaving the storefront; an object so tests can watch it (jsdom cannot navigate away). */
export const exitNavigation = {
  leave(href: string): void {
    window.location.assign(href);
  },
};

/** Pages where the visitor is already saving: leaving them asks nothing. */
const NO_PROMPT_PAGES = new Set([routePath('saveCart'), routePath('saveCartConfirmation')]);

/** The link a click leaves the storefront by, or null (same-site links, new tabs, downloads). */
function outsideLink(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest<HTMLAnchorElement>('a[href]');
  if (!anchor || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  try {
    const url = new URL(anchor.href, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === window.location.origin ? null : url.href;
  } catch {
    return null;
  }
}

/**
 * The exit dialog: a visitor with a cart who leaves the flow by the header logo or any
 * other outside link is asked 'Do you want to save the cart?'. 'No' goes on to the link, 'Save
 * cart' opens /save-cart, Escape stays. Closing the tab or typing a URL cannot be asked this
 * way: browsers only show their own generic text on beforeunload, so bizline does not use it.
 */
export function ExitDialog({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const cartId = useAppStore((s) => s.cartId);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const active = !disabled && cartId !== null && !NO_PROMPT_PAGES.has(pathname);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const href = outsideLink(event);
      if (!href) return;
      event.preventDefault();
      setLeavingTo(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);

  if (leavingTo === null) return null;
  const close = () => setLeavingTo(null);
  return (
    <ModalDialog title={t('exitDialog.title')} onClose={close} onTop>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            close();
            exitNavigation.leave(leavingTo);
          }}
        >
          {t('exitDialog.no')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            close();
            void navigate(routePath('saveCart'));
          }}
        >
          {t('exitDialog.save')}
        </button>
      </div>
    </ModalDialog>
  );
}
