/**
 * /staff/waitlist: waitlist registrations with filters (registered between two days, ZIP, a
 * name, e-mail or street), newest first, and a CSV download of everything the filters select
 * (the server neutralizes cells a spreadsheet would run as formulas).
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_WORK_CALLS } from '@bizline/domain/wire/console/work-calls';
import type { ConsoleRegistration } from '@bizline/domain/wire/console/work-schemas';
import { callUrl } from '../ui/console-query';
import type { Column } from '../ui/DataTable';
import { Email } from '../ui/Email';
import { ListPage, useListPage } from '../ui/ListPage';
import { formatPhone } from '../ui/format';
import { When } from '../ui/When';
import styles from '../ui/ui.module.css';

const FILTERS = ['from', 'to', 'zip', 'q'] as const;

export function WaitlistPage() {
  const { t } = useTranslation('console');
  const read = useListPage(
    'waitlist',
    CONSOLE_WORK_CALLS.waitlist,
    FILTERS,
    (a) => a.registrations,
  );

  const columns: Column<ConsoleRegistration>[] = [
    {
      id: 'name',
      header: t('waitlist.name'),
      rowHeader: true,
      cell: (r) => `${r.firstName} ${r.lastName}`,
    },
    { id: 'email', header: t('waitlist.email'), cell: (r) => <Email address={r.email} /> },
    {
      id: 'phone',
      header: t('waitlist.phone'),
      // Each number on one line; two of them break between, never inside one.
      cell: (r) =>
        [r.mobile, r.businessPhone]
          .filter((p): p is string => Boolean(p))
          .map((p, i) => (
            <Fragment key={p}>
              {i > 0 && ', '}
              <span className={styles.nowrap}>{formatPhone(p)}</span>
            </Fragment>
          )),
    },
    {
      id: 'address',
      header: t('waitlist.address'),
      cell: (r) => [r.streetAddress, r.unit, r.city].filter(Boolean).join(', '),
    },
    { id: 'zip', header: t('waitlist.zip'), cell: (r) => r.zip },
    {
      id: 'consent',
      header: t('waitlist.consent'),
      cell: (r) => (r.consent ? t('waitlist.yes') : t('waitlist.no')),
    },
    { id: 'at', header: t('waitlist.registered'), cell: (r) => <When iso={r.createdAt} /> },
  ];

  return (
    <ListPage
      read={read}
      fields={[
        { name: 'from', label: t('waitlist.from'), type: 'date' },
        { name: 'to', label: t('waitlist.to'), type: 'date' },
        { name: 'zip', label: t('waitlist.zip'), type: 'text', inputMode: 'numeric', maxLength: 5 },
        { name: 'q', label: t('waitlist.search'), type: 'search', maxLength: 100 },
      ]}
      columns={columns}
      rowKey={(r) => r.id}
    >
      <div className={styles.toolbar}>
        <a
          className="btn btn-secondary"
          href={callUrl(CONSOLE_WORK_CALLS.waitlistCsv, read.filters)}
          download
        >
          {t('waitlist.csv')}
        </a>
        <span className={styles.small}>{t('waitlist.csvHint')}</span>
      </div>
    </ListPage>
  );
}
