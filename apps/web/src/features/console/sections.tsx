/**
 * THE table of console sections (issue 14): one entry per page under /staff/<path>. The nav is
 * drawn from it and the console registers `<path>/*` for each, so a section routes its own
 * sub-paths (e.g. orders/:id) with <Routes> inside its page. A section the signed-in role may not
 * open is neither shown in the nav nor opened: the console says the account has no access.
 *
 * To add a section: put the page in its own folder (features/console/<area>/) and add ONE entry
 * below with `section({...})`. `label` is a key of the 'console' copy namespace
 * (data/content/console.json, under "nav"); `namespaces` are extra copy namespaces the page needs.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '@bizline/domain/wire/staff';
import { ADMIN_ONLY, EVERY_ROLE } from '@bizline/domain/console/access';
import { loadNamespaces } from '../../shared/i18n/i18n';

export interface ConsoleSection {
  /** Path under /staff, without slashes: 'orders' is /staff/orders and /staff/orders/... */
  path: string;
  /** Copy key in the 'console' namespace, e.g. 'nav.orders'. */
  label: string;
  /** Roles that see and open it (an admin opens everything). */
  roles: readonly StaffRole[];
  /** Where it goes in the nav: the work pages, then the admin pages. */
  group: 'work' | 'admin';
  page: LazyExoticComponent<ComponentType>;
}

interface SectionInput extends Omit<ConsoleSection, 'page'> {
  load: () => Promise<ComponentType>;
  /** Copy namespaces loaded with the page (besides 'console'). */
  namespaces?: string[];
}

/** A section whose page is its own chunk, loaded with its copy. */
function section({ load, namespaces = [], ...rest }: SectionInput): ConsoleSection {
  const page = lazy(async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(['console', ...namespaces])]);
    return { default: Component };
  });
  return { ...rest, page };
}

export const SECTIONS: readonly ConsoleSection[] = [
  // Work pages: every signed-in role.
  section({
    path: 'orders',
    label: 'nav.orders',
    roles: EVERY_ROLE,
    group: 'work',
    namespaces: ['console-orders', 'cart'],
    load: () => import('./orders/OrdersSection').then((m) => m.OrdersSection),
  }),
  section({
    path: 'callbacks',
    label: 'nav.callbacks',
    roles: EVERY_ROLE,
    group: 'work',
    load: () => import('./callbacks/CallbacksPage').then((m) => m.CallbacksPage),
  }),
  section({
    path: 'waitlist',
    label: 'nav.waitlist',
    roles: EVERY_ROLE,
    group: 'work',
    load: () => import('./waitlist/WaitlistPage').then((m) => m.WaitlistPage),
  }),
  section({
    path: 'saved-carts',
    label: 'nav.savedCarts',
    roles: EVERY_ROLE,
    group: 'work',
    load: () => import('./saved-carts/SavedCartsPage').then((m) => m.SavedCartsPage),
  }),
  section({
    path: 'outbox',
    label: 'nav.outbox',
    roles: EVERY_ROLE,
    group: 'work',
    load: () => import('./outbox/OutboxPage').then((m) => m.OutboxPage),
  }),
  section({
    path: 'funnel',
    label: 'nav.funnel',
    roles: EVERY_ROLE,
    group: 'work',
    namespaces: ['console-data'],
    load: () => import('./funnel/FunnelPage').then((m) => m.FunnelPage),
  }),
  // Admin pages.
  section({
    path: 'accounts',
    label: 'nav.accounts',
    roles: ADMIN_ONLY,
    group: 'admin',
    load: () => import('./accounts/AccountsPage').then((m) => m.AccountsPage),
  }),
  section({
    path: 'audit',
    label: 'nav.audit',
    roles: ADMIN_ONLY,
    group: 'admin',
    load: () => import('./audit/AuditPage').then((m) => m.AuditPage),
  }),
  section({
    path: 'webhooks',
    label: 'nav.webhooks',
    roles: ADMIN_ONLY,
    group: 'admin',
    namespaces: ['console-integrations'],
    load: () => import('./webhooks/WebhooksPage').then((m) => m.WebhooksPage),
  }),
  section({
    path: 'api-keys',
    label: 'nav.apiKeys',
    roles: ADMIN_ONLY,
    group: 'admin',
    namespaces: ['console-integrations'],
    load: () => import('./api-keys/ApiKeysPage').then((m) => m.ApiKeysPage),
  }),
  section({
    path: 'imports',
    label: 'nav.imports',
    roles: ADMIN_ONLY,
    group: 'admin',
    namespaces: ['console-data'],
    load: () => import('./imports/ImportsPage').then((m) => m.ImportsPage),
  }),
];
