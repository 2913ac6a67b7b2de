import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { roleAllows } from '@bizline/domain/console/access';
import type { OutboxMessage } from '@bizline/domain/wire/staff';
import { STAFF_CALLS } from '@bizline/domain/wire/staff/calls';
import { STAFF_ME_QUERY_KEY, fetchStaffMe } from '../../shared/agent/digital-agent';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { messageLinks } from './message-links';
import styles from './StaffPages.module.css';

type Channel = '' | 'email' | 'sms';

const SIGN_IN = `/staff/sign-in?next=${encodeURIComponent('/staff/mailbox')}`;

function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * /staff/mailbox: the development mailbox. Staff see the outbox, newest first, and read
 * a message; its HTML is shown in a sandboxed frame (no scripts, no same-origin access), never
 * put into this page, and its links are listed as ordinary links to follow.
 */
export function StaffMailboxPage() {
  const { t } = useTranslation('staff');
  usePageTitle(t('mailbox.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<Channel>('');
  const [selected, setSelected] = useState<number | null>(null);

  const me = useQuery({ queryKey: STAFF_ME_QUERY_KEY, queryFn: fetchStaffMe, retry: false });
  const signedOut = me.error && isApiError(me.error) && me.error.status === 401;
  useEffect(() => {
    if (signedOut) void navigate(SIGN_IN, { replace: true });
  }, [signedOut, navigate]);

  const outbox = useQuery({
    queryKey: ['staff', 'outbox', channel],
    queryFn: () => api.call(STAFF_CALLS.outbox, channel ? { channel } : {}),
    enabled: me.data !== undefined && roleAllows(me.data.staff.role, ['staff']),
    retry: false,
  });
  const messages = outbox.data?.messages ?? [];
  const current = messages.find((m) => m.id === selected) ?? null;

  const signOut = async () => {
    try {
      await api.call(STAFF_CALLS.signOut);
    } finally {
      queryClient.removeQueries({ queryKey: ['staff'] });
      void navigate(SIGN_IN, { replace: true });
    }
  };

  const staff = me.data?.staff;
  // The staff role's page; an admin passes every staff check (issue 14).
  const allowed = staff !== undefined && roleAllows(staff.role, ['staff']);
  return (
    <div className={`page ${styles.wide}`}>
      <h1>{t('mailbox.heading')}</h1>
      {staff && (
        <div className={styles.account}>
          <p>
            {t('mailbox.signedInAs', {
              firstName: staff.firstName,
              lastName: staff.lastName,
              role: t(`roles.${staff.role}`),
            })}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void signOut()}>
            {t('mailbox.signOut')}
          </button>
          <Link to="/staff">{t('mailbox.console')}</Link>
        </div>
      )}
      {me.isPending && <p role="status">{t('mailbox.loading')}</p>}
      {me.error && !signedOut && <p role="alert">{t('mailbox.failed')}</p>}
      {staff && !allowed && <p role="alert">{t('mailbox.forbidden')}</p>}
      {allowed && (
        <>
          <p>{t('mailbox.intro')}</p>
          <div className={styles.toolbar}>
            <label htmlFor="mailbox-channel">{t('mailbox.channel')}</label>
            <select
              id="mailbox-channel"
              value={channel}
              onChange={(e) => {
                setChannel(e.target.value as Channel);
                setSelected(null);
              }}
            >
              <option value="">{t('mailbox.channelAll')}</option>
              <option value="email">{t('mailbox.channelEmail')}</option>
              <option value="sms">{t('mailbox.channelSms')}</option>
            </select>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void outbox.refetch()}
            >
              {t('mailbox.refresh')}
            </button>
          </div>
          {outbox.isPending && <p role="status">{t('mailbox.loading')}</p>}
          {outbox.isError && (
            <p role="alert">
              {isApiError(outbox.error) && outbox.error.status === 403
                ? t('mailbox.forbidden')
                : t('mailbox.failed')}
            </p>
          )}
          {outbox.isSuccess && messages.length === 0 && <p>{t('mailbox.empty')}</p>}
          {messages.length > 0 && (
            <div className={styles.mailbox}>
              <ul className={styles.list} aria-label={t('mailbox.listLabel')}>
                {messages.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className={styles.item}
                      aria-current={m.id === selected ? 'true' : undefined}
                      onClick={() => setSelected(m.id)}
                    >
                      <span className={styles.subject}>{m.subject || t('mailbox.noSubject')}</span>
                      <span>{m.recipient}</span>
                      <span>{formatWhen(m.created_at)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <section
                className={styles.viewer}
                aria-label={t('mailbox.viewerLabel')}
                aria-live="polite"
              >
                {current ? <MessageView message={current} /> : <p>{t('mailbox.choose')}</p>}
              </section>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function MessageView({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('staff');
  const subject = message.subject || t('mailbox.noSubject');
  const links = messageLinks(message.body_text);
  return (
    <article>
      <h2>{subject}</h2>
      <dl className={styles.facts}>
        <dt>{t('mailbox.to')}</dt>
        <dd>{message.recipient}</dd>
        <dt>{t('mailbox.sent')}</dt>
        <dd>{formatWhen(message.created_at)}</dd>
        <dt>{t('mailbox.topic')}</dt>
        <dd>{message.topic}</dd>
        {message.attempts !== undefined && (
          <>
            <dt>{t('mailbox.attempts')}</dt>
            <dd>{message.attempts}</dd>
          </>
        )}
      </dl>
      {links.length > 0 && (
        <>
          <h3>{t('mailbox.links')}</h3>
          <ul className={styles.links}>
            {links.map((href) => (
              <li key={href}>
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {message.body_html !== null && (
        <>
          <h3>{t('mailbox.html')}</h3>
          {/* sandbox="": no scripts, forms, popups or same-origin access for the message. */}
          <iframe
            className={styles.frame}
            title={t('mailbox.frameTitle', { subject })}
            sandbox=""
            srcDoc={message.body_html}
          />
        </>
      )}
      <h3>{t('mailbox.text')}</h3>
      <pre className={styles.text}>{message.body_text}</pre>
    </article>
  );
}
