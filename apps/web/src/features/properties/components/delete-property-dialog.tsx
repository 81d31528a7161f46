import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useDeleteProperty } from '../api/properties';

/** Asks before deleting; `onDeleted` after the toast (e.g. leave the details page). */
export function DeletePropertyDialog({ property, onClose, onDeleted }: { property: { id: string; title: string } | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation(['properties', 'common']);
  const remove = useDeleteProperty();
  return (
    <Dialog open={property !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('delete.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('delete.text', { title: property?.title ?? '' })}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            variant="destructive"
            busy={remove.isPending}
            onClick={() =>
              property &&
              remove.mutate(property.id, {
                onSuccess: () => {
                  toast.success(t('delete.done'));
                  onClose();
                  onDeleted?.();
                },
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
