import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Download, PauseCircle, PlayCircle, Trash2 } from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useToggleAccountStatus } from '../api/account-status';
import { useAccountExport } from '../api/export-data';
import { DeactivateAccountDialog } from './deactivate-account-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import '../i18n';

function Row({
  icon,
  title,
  text,
  action,
  tone,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  tone?: 'danger';
}) {
  return (
    <div className="flex flex-col gap-4 border-t px-6 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
      <div className="flex gap-3">
        <span
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-4.5',
            tone === 'danger' ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
          )}
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h3 className={cn('font-medium', tone === 'danger' && 'text-destructive')}>{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      <div className="shrink-0 pl-12 sm:pl-0">{action}</div>
    </div>
  );
}

/** "Your data and account" on /profile-view: pause or resume the account, take a copy, delete it. */
export function AccountDataSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const status = useToggleAccountStatus();
  const exporter = useAccountExport();
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggle = async () => {
    const updated = await status.mutateAsync();
    toast.success(updated.isDeactivated ? t('status.deactivated') : t('status.reactivated'));
  };
  const showError = (error: unknown) => toastActionError(error, language);

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: () => toast.success(t('export.done')),
      onError: (error) => toastActionError(error, language),
    });

  return (
    <Card role="region" aria-labelledby="account-data-title">
      <CardHeader>
        <CardTitle id="account-data-title">{t('title')}</CardTitle>
        <CardDescription>{t('intro')}</CardDescription>
      </CardHeader>
      {user.isDeactivated ? (
        <Row
          icon={<PlayCircle />}
          title={t('status.reactivateTitle')}
          text={t('status.reactivateText')}
          action={
            <Button busy={status.isPending} onClick={() => toggle().catch(showError)}>
              {status.isPending ? t('status.reactivating') : t('status.reactivate')}
            </Button>
          }
        />
      ) : (
        <Row
          icon={<PauseCircle />}
          title={t('status.deactivateTitle')}
          text={t('status.deactivateText')}
          action={
            <Button variant="outline" onClick={() => setConfirmDeactivate(true)}>
              {t('status.deactivate')}
            </Button>
          }
        />
      )}
      <Row
        icon={<Download />}
        title={t('export.title')}
        text={t('export.text')}
        action={
          <Button variant="outline" busy={exporter.isPending} onClick={download}>
            {exporter.isPending ? t('export.preparing') : t('export.button')}
          </Button>
        }
      />
      <Row
        tone="danger"
        icon={<Trash2 />}
        title={t('delete.title')}
        text={t('delete.text')}
        action={
          <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
            {t('delete.button')}
          </Button>
        }
      />
      <DeactivateAccountDialog
        open={confirmDeactivate}
        onConfirm={toggle}
        onError={showError}
        onClose={() => setConfirmDeactivate(false)}
      />
      <DeleteAccountDialog open={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </Card>
  );
}
