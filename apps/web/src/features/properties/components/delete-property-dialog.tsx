import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { toastLoadError } from '../../../lib/error-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteProperty } from '../api/properties';

/** Asks before deleting; `onDeleted` after the toast (e.g. leave the details page). */
export function DeletePropertyDialog({
  property,
  onClose,
  onDeleted,
}: {
  property: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(['properties', 'common']);
  const remove = useDeleteProperty();
  return (
    <ConfirmDialog
      open={property !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.text', { title: property?.title ?? '' })}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      cancelLabel={t('delete.cancel')}
      destructive
      onConfirm={async () => {
        if (!property) return;
        await remove.mutateAsync(property.id);
        toast.success(t('delete.done'));
        onDeleted?.();
      }}
      onError={(error) => toastLoadError(error)}
    />
  );
}
