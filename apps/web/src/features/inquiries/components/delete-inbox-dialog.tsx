import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import '../i18n';
import { errorText } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useDeleteInbox } from '../api/thread';

/** Deleting a conversation removes it for both members, so it asks first. */
export function DeleteInboxDialog({ inboxId, otherName, otherDeleted = false, onDeleted }: { inboxId: string; otherName: string; otherDeleted?: boolean; onDeleted: () => void }) {
  const { t } = useTranslation(['inquiries', 'common']);
  const [open, setOpen] = useState(false);
  const remove = useDeleteInbox();
  const confirm = () =>
    remove.mutate(inboxId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('thread.inboxDeleted'));
        onDeleted();
      },
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive" aria-label={t('thread.deleteInbox')} title={t('thread.deleteInbox')}>
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('thread.deleteInboxTitle')}</DialogTitle>
        {/* Nobody is left on the other side of a deleted account's conversation to lose it too. */}
        <DialogDescription className="mt-2">{otherDeleted ? t('thread.deleteInboxTextDeleted') : t('thread.deleteInboxText', { name: otherName })}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" busy={remove.isPending} onClick={confirm}>
            {remove.isPending ? t('thread.deleting') : t('thread.deleteInbox')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
