import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { CircleCheck, Trash2 } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-session';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDeleteAccount } from '../api/delete-account';

/**
 * The last step before erasure: what goes, what stays, and the password again. On success the
 * session is gone on the server too, so it is forgotten here and the person lands on /login.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(fieldText('passwordRequired', language));
      return;
    }
    setError(undefined);
    try {
      await remove.mutateAsync({ password });
    } catch (err) {
      const field = err instanceof ApiError ? err.fields?.password : undefined;
      if (field) setError(field);
      else toastActionError(err, language);
      return;
    }
    clearSession();
    queryClient.clear();
    toast.success(t('delete.done'));
    void navigate('/login', { replace: true });
  };

  const removed = ['removed1', 'removed2', 'removed3', 'removed4'] as const;
  const kept = ['kept1', 'kept2'] as const;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      >
        <DialogTitle className="pr-8">{t('delete.dialogTitle')}</DialogTitle>
        <DialogDescription className="mt-2">{t('delete.text')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5">
          <div className="grid gap-4 text-sm sm:grid-cols-2">
            <section
              aria-labelledby="delete-removed"
              className="rounded-lg border border-destructive/30 bg-destructive/5 p-4"
            >
              <h3 id="delete-removed" className="font-medium text-destructive">
                {t('delete.removedTitle')}
              </h3>
              <ul className="mt-2 flex flex-col gap-1.5">
                {removed.map((key) => (
                  <li key={key} className="flex gap-2">
                    <Trash2 className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                    <span>{t(`delete.${key}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="delete-kept" className="rounded-lg border bg-muted/40 p-4">
              <h3 id="delete-kept" className="font-medium">
                {t('delete.keptTitle')}
              </h3>
              <ul className="mt-2 flex flex-col gap-1.5">
                {kept.map((key) => (
                  <li key={key} className="flex gap-2">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span>{t(`delete.${key}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <p className="text-sm text-muted-foreground">{t('delete.downloadFirst')}</p>
          <FormField label={t('delete.password')} hint={t('delete.passwordHint')} error={error} required>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              showLabel={t('showPassword')}
              hideLabel={t('hidePassword')}
            />
          </FormField>
          <DialogFooter className="mt-0">
            <Button variant="outline" onClick={close} disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" variant="destructive" busy={remove.isPending}>
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
