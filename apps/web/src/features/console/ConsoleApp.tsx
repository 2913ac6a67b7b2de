/**
 * /staff/...: the operator console (issue 14), its own lazy chunk (the customer routes do not
 * download it). Nobody signed in: the staff sign-in with next= this page. Signed in: the nav of
 * the sections the role may open (sections.tsx) beside the section's page; a section the role may
 * not open says the account has no access. /staff/sign-in and /staff/mailbox are their own routes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { roleAllows } from '@bizline/domain/console/access';
import type { StaffAccount } from '@bizline/domain/wire/staff';
import { STAFF_CALLS } from '@bizline/domain/wire/staff/calls';
import { STAFF_ME_QUERY_KEY, fetchStaffMe } from '../../shared/agent/digital-agent';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { PageLoading } from '../../shared/ui/PageLoading';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { SECTIONS, type ConsoleSection } from './sections';
import { StaffContext } from './ui/staff-context';
import styles from './Console.module.css';

const SIGN_IN = '/staff/sign-in';

export function ConsoleApp() {
  const { t } = useTranslation('console');
  const location = useLocation();
  const me = useQuery({ queryKey: STAFF_ME_QUERY_KEY, queryFn: fetchStaffMe, retry: false });

  if (me.isPending) return <PageLoading />;
  if (me.error) {
    if (isApiError(me.error) && me.error.status === 401) {
      const next = `${location.pathname}${location.search}`;
      return <Navigate to={`${SIGN_IN}?next=${encodeURIComponent(next)}`} replace />;
    }
    return (
      <div className="page">
        <h1>{t('shell.title')}</h1>
        <p role="alert">{t('shell.failed')}</p>
      </div>
    );
  }
  const staff = me.data.staff;
  const allowed = SECTIONS.filter((s) => roleAllows(staff.role, s.roles));
  return (
    <StaffContext.Provider value={staff}>
      <div className={styles.console}>
        <ConsoleBar staff={staff} />
        <ConsoleNav sections={allowed} />
        <div className={styles.content}>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route index element={<ConsoleHome sections={allowed} />} />
              {SECTIONS.map((s) => (
                <Route
                  key={s.path}
                  path={`${s.path}/*`}
                  element={roleAllows(staff.role, s.roles) ? <s.page /> : <NoAccess />}
                />
              ))}
              <Route path="*" element={<Navigate to="/staff" replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </StaffContext.Provider>
  );
}

function ConsoleBar({ staff }: { staff: StaffAccount }) {
  const { t } = useTranslation('console');
  const { t: tStaff } = useTranslation('staff');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    try {
      await api.call(STAFF_CALLS.signOut);
    } finally {
      queryClient.removeQueries({ queryKey: ['staff'] });
      queryClient.removeQueries({ queryKey: ['console'] });
      void navigate(SIGN_IN, { replace: true });
    }
  };
  return (
    <div className={styles.bar}>
      <p className={styles.brand}>{t('shell.title')}</p>
      <p className={styles.who}>
        {t('shell.signedInAs', {
          firstName: staff.firstName,
          lastName: staff.lastName,
          role: tStaff(`roles.${staff.role}`),
        })}
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => void signOut()}>
        {t('shell.signOut')}
      </button>
    </div>
  );
}

/**
 * The sections, grouped. On a wide screen a column beside the page; on a phone a button that
 * names the open section and unfolds the list, so the nav does not push the page off the screen
 * (folded again once a section is chosen). The folding is CSS of the phone width only: wide screens and
 * screen readers of an unfolded nav are unaffected.
 */
function ConsoleNav({ sections }: { sections: readonly ConsoleSection[] }) {
  const { t } = useTranslation('console');
  const location = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const current = sections.find((s) => location.pathname.startsWith(`/staff/${s.path}`));
  const groups = (['work', 'admin'] as const)
    .map((g) => ({ g, items: sections.filter((s) => s.group === g) }))
    .filter(({ items }) => items.length > 0);
  return (
    <nav className={styles.nav} aria-label={t('shell.navLabel')}>
      <button
        type="button"
        className={`btn btn-secondary ${styles.navToggle}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {current ? t('shell.menuCurrent', { section: t(current.label) }) : t('shell.menu')}
      </button>
      <div id={listId} className={open ? styles.navGroups : `${styles.navGroups} ${styles.folded}`}>
        {groups.map(({ g, items }) => (
          <div key={g} className={styles.navGroup}>
            {/* Not a heading: the page's <h1> comes first in the outline; the list is named by it. */}
            <p className={styles.navHeading} id={`console-nav-${g}`}>
              {t(`shell.group.${g}`)}
            </p>
            <ul aria-labelledby={`console-nav-${g}`}>
              {items.map((s) => (
                <li key={s.path}>
                  <NavLink to={`/staff/${s.path}`} onClick={() => setOpen(false)}>
                    {t(s.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

function ConsoleHome({ sections }: { sections: readonly ConsoleSection[] }) {
  const { t } = useTranslation('console');
  usePageTitle(t('shell.title'));
  return (
    <div>
      <h1>{t('shell.title')}</h1>
      <p>{t('shell.intro')}</p>
      <ul className={styles.homeList}>
        {sections.map((s) => (
          <li key={s.path}>
            <NavLink to={`/staff/${s.path}`}>{t(s.label)}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoAccess() {
  const { t } = useTranslation('console');
  usePageTitle(t('shell.noAccessTitle'));
  return (
    <div>
      <h1>{t('shell.noAccessTitle')}</h1>
      <p role="alert">{t('shell.noAccess')}</p>
    </div>
  );
}
