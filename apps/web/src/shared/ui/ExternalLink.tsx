import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isReferralMode } from '../referral/referral-mode';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
  /**
   * Shown in kiosk (fiber referral) mode too. Only the address page's Back and Sign in links
   * are (002 §4 referral mode); every other link that leaves the site is hidden at a kiosk.
   */
  keepInKiosk?: boolean;
}

/**
 * A link that leaves the storefront for the provider's site: it says so, with an
 * arrow icon and the words '(opens the … site)' (visually hidden beside the icon, so screen
 * readers hear them in the link's name). Kiosk mode shows none of them unless `keepInKiosk`.
 */
export function ExternalLink({ href, children, keepInKiosk = false, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation('common');
  if (!keepInKiosk && isReferralMode()) return null;
  return (
    <a href={href} {...rest}>
      {children}
      <svg
        viewBox="0 0 24 24"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
        style={{ marginInlineStart: '0.3em', verticalAlign: '-0.1em', flexShrink: 0 }}
      >
        <path
          d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">
        {` ${t(rest.target === '_blank' ? 'externalNewTab' : 'external')}`}
      </span>
    </a>
  );
}
