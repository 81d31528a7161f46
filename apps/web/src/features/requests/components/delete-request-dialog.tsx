import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useDeleteRequest } from '../api/delete-request';

/** Asks before a request and its files are deleted; `trigger` opens it. */
export function DeleteRequestDialog({ requestId, trigger, onDeleted }: { requestId: string; trigger: ReactNode; onDeleted?: () => void }) {
  const { t } = useTranslation(['requests', 'common']);
  const [open, setOpen] = useState(false);
  const remove = useDeleteRequest();
  const onConfirm = () =>
    remove.mutate(requestId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('delete.done'));
        onDeleted?.();
      },
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('delete.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('delete.text')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" busy={remove.isPending} onClick={onConfirm}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
