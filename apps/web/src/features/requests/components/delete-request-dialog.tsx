import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { toastLoadError } from '../../../lib/error-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteRequest } from '../api/delete-request';

/** Asks before a request and its files are deleted; `trigger` opens it. */
export function DeleteRequestDialog({
  requestId,
  trigger,
  onDeleted,
}: {
  requestId: string;
  trigger: ReactNode;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(['requests', 'common']);
  const remove = useDeleteRequest();
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t('delete.title')}
      description={t('delete.text')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      destructive
      onConfirm={async () => {
        await remove.mutateAsync(requestId);
        toast.success(t('delete.done'));
        onDeleted?.();
      }}
      onError={(error) => toastLoadError(error)}
    />
  );
}
