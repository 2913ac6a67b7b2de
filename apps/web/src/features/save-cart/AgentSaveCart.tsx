import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { SAVED_CART_RETENTION_DAYS } from '@bizline/domain/constants';
import { lostBusinessPath, routePath } from '@bizline/domain/routes';
import { validateAgentForm, type AgentFormField } from '@bizline/domain/validators/agent';
import type { DoAgentSaveOrderAnswer, DoAgentSaveOrderBody } from '@bizline/domain/wire/agent';
import { AGENT_CALLS } from '@bizline/domain/wire/agent/calls';
import { STAFF_ME_QUERY_KEY, fetchStaffMe } from '../../shared/agent/digital-agent';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { appConfig } from '../../shared/config';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import agentStyles from './AgentSaveCart.module.css';
import modalStyles from '../../shared/ui/SmallModal.module.css';
import styles from './SaveCartPage.module.css';
import { ExternalLink } from '../../shared/ui/ExternalLink';

/** Wire field of each form field (AGENT_WIRE_FIELDS, written out for the same reason). */
const WIRE: Record<AgentFormField, keyof DoAgentSaveOrderBody> = {
  firstName: 'AgentFirstName',
  lastName: 'AgentLastName',
  agentEmail: 'AgentEmailAddress',
  customerEmail: 'CustomerEmailAddress',
};
const FIELDS = Object.keys(WIRE) as AgentFormField[];

/** Fallback code of a failed save. */
const SAVE_FAILURE_CODE = 'NTE_SO_DOSaveOrder';

type Values = Record<AgentFormField, string>;
type Errors = Partial<Record<AgentFormField, string>>;

/**
 * /save-cart, digital agent version: the agent's names and e-mail (prefilled from the
 * account) and the customer's e-mail, every 002 §5 agent rule, then SaveOrder/DoAgentSaveOrder.
 * On success the save button stays disabled, the agent-portal link replaces 'Go back', and a
 * modal shows the cart id, its 20-day validity and the QR code of the link.
 */
export function AgentSaveCart() {
  const { t } = useTranslation('save-cart');
  const navigate = useNavigate();
  const id = useId();
  const me = useQuery({ queryKey: STAFF_ME_QUERY_KEY, queryFn: fetchStaffMe, retry: false });
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    agentEmail: '',
    customerEmail: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<DoAgentSaveOrderAnswer | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  // Prefill the agent e-mail from the account once it is known (the agent may still edit it).
  const accountEmail = me.data?.staff.email;
  useEffect(() => {
    if (accountEmail) setValues((v) => (v.agentEmail ? v : { ...v, agentEmail: accountEmail }));
  }, [accountEmail]);

  const fieldId = (field: AgentFormField) => `${id}-${field}`;
  const set = (field: AgentFormField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const fail = (next: Errors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || saved) return;
    const found = validateAgentForm(values);
    if (Object.keys(found).length > 0) return fail(found);
    setSending(true);
    try {
      const answer = await api.call(AGENT_CALLS.doAgentSaveOrder, {
        AgentFirstName: values.firstName.trim(),
        AgentLastName: values.lastName.trim(),
        AgentEmailAddress: values.agentEmail.trim(),
        CustomerEmailAddress: values.customerEmail.trim(),
      });
      setErrors({});
      setSaved(answer);
      setModalOpen(true);
    } catch (error) {
      // A refused field is the agent's to fix ('Field: message'); anything else fails the save.
      const field = isApiError(error) ? FIELDS.find((f) => WIRE[f] === error.field) : undefined;
      if (field && isApiError(error)) {
        return fail({ [field]: error.message.replace(`${WIRE[field]}: `, '') });
      }
      void navigate(lostBusinessPath(SAVE_FAILURE_CODE));
    } finally {
      setSending(false);
    }
  };

  const summary: SummaryError[] = FIELDS.flatMap((f) =>
    errors[f] ? [{ fieldId: fieldId(f), message: errors[f] }] : [],
  );
  const labels: Record<AgentFormField, { label: string; type: string; autoComplete: string }> = {
    firstName: { label: t('agent.fields.firstName'), type: 'text', autoComplete: 'given-name' },
    lastName: { label: t('agent.fields.lastName'), type: 'text', autoComplete: 'family-name' },
    agentEmail: { label: t('agent.fields.agentEmail'), type: 'email', autoComplete: 'email' },
    customerEmail: { label: t('agent.fields.customerEmail'), type: 'email', autoComplete: 'off' },
  };

  return (
    <>
      <p>{t('agent.intro', { days: SAVED_CART_RETENTION_DAYS })}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {saved && (
          <p role="status" className={styles.success}>
            {t('agent.saved', { email: values.customerEmail.trim() })}
          </p>
        )}
        <ErrorSummary title={t('problemTitle')} errors={summary} attempt={attempt} />
        {FIELDS.map((f) => (
          <TextField
            key={f}
            id={fieldId(f)}
            label={labels[f].label}
            type={labels[f].type}
            autoComplete={labels[f].autoComplete}
            required
            readOnly={saved !== null}
            value={values[f]}
            error={errors[f]}
            onChange={set(f)}
          />
        ))}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending || saved !== null}>
            {sending ? t('agent.saving') : t('agent.submit')}
          </button>
          {saved ? (
            appConfig.brand.agentPortalUrl ? (
              <ExternalLink href={appConfig.brand.agentPortalUrl}>{t('agent.portal')}</ExternalLink>
            ) : (
              // Without a configured portal: the operator console, which every staff role opens.
              <Link to={routePath('staffConsole')}>{t('agent.portal')}</Link>
            )
          ) : (
            <Link to={routePath('customizeOrder')}>{t('goBack')}</Link>
          )}
        </div>
      </form>
      {saved && (
        <AgentSavedModal saved={saved} isOpen={modalOpen} onClose={() => setModalOpen(false)} />
      )}
    </>
  );
}

function AgentSavedModal(props: {
  saved: DoAgentSaveOrderAnswer;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('save-cart');
  const { scartid } = props.saved;
  const qr = useQuery({
    queryKey: ['agentQrCode', scartid],
    queryFn: () => api.call(AGENT_CALLS.getQRCodeImage, { scartid }),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <ModalOverlay
      className={modalStyles.overlay}
      isOpen={props.isOpen}
      isDismissable
      onOpenChange={(open) => !open && props.onClose()}
    >
      <Modal className={modalStyles.modal}>
        <Dialog className={modalStyles.dialog}>
          <Heading slot="title" level={2} className={modalStyles.title}>
            {t('agent.modal.title')}
          </Heading>
          <p>
            {t('agent.modal.cartId')}: <span className={agentStyles.cartId}>{scartid}</span>
          </p>
          <p>{t('agent.modal.validity', { days: props.saved.validDays })}</p>
          <p>{t('agent.modal.qrIntro')}</p>
          {qr.data ? (
            <img
              className={agentStyles.qr}
              src={qr.data.image}
              alt={t('agent.modal.qrAlt', { link: qr.data.link })}
            />
          ) : qr.isError ? (
            <p role="alert">{t('agent.modal.qrFailed')}</p>
          ) : (
            <p role="status">{t('agent.modal.qrLoading')}</p>
          )}
          <div className={modalStyles.actions}>
            <button type="button" className="btn btn-primary" onClick={props.onClose}>
              {t('agent.modal.close')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
