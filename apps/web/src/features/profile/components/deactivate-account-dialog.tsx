import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Asks before pausing the account: the person then sees only this page until they reactivate it. */
export function DeactivateAccountDialog({
  open,
  onConfirm,
  onError,
  onClose,
}: {
  open: boolean;
  onConfirm: () => Promise<unknown>;
  onError: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('status.confirmTitle')}
      description={t('status.confirmText')}
      confirmLabel={t('status.confirm')}
      busyLabel={t('status.deactivating')}
      cancelLabel={t('status.cancel')}
      onConfirm={onConfirm}
      onError={onError}
    />
  );
}
