import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ADMIN_CALLS } from '@bizline/domain/wire/console/admin-calls';
import type { ConsoleStaffAccount } from '@bizline/domain/wire/console/admin-schemas';
import { STAFF_PASSWORD_MIN_LENGTH } from '@bizline/domain/wire/staff';
import { TextField } from '../../../shared/ui/TextField';
import { ActionForm } from '../ui/ActionForm';
import { problemText, useConsoleMutation } from '../ui/console-query';

/** A new password for one account; takes focus when it opens. */
export function ResetPasswordForm({
  account,
  onCancel,
  onDone,
}: {
  account: ConsoleStaffAccount;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useConsoleMutation(CONSOLE_ADMIN_CALLS.resetPassword, {
    invalidates: [CONSOLE_ADMIN_CALLS.accounts],
  });
  const submit = () => {
    if (reset.isPending) return;
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      return setError(t('accounts.passwordShort', { min: STAFF_PASSWORD_MIN_LENGTH }));
    }
    reset.mutate(
      { id: account.id, password },
      { onSuccess: onDone, onError: (e) => setError(problemText(e, t)) },
    );
  };
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <ActionForm
      heading={t('accounts.resetHeading', { name })}
      focusOnOpen
      submit={t('accounts.setPassword')}
      pending={reset.isPending}
      onSubmit={submit}
      cancel={{ label: t('accounts.cancel'), onCancel }}
    >
      <TextField
        id="reset-password"
        type="password"
        label={t('accounts.newPassword')}
        hint={t('accounts.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
        value={password}
        error={error}
        autoComplete="new-password"
        maxLength={1024}
        onChange={(e) => setPassword(e.target.value)}
      />
    </ActionForm>
  );
}
