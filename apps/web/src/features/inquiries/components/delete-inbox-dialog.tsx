import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Trash2 } from 'lucide-react';
import '../i18n';
import { toastActionError } from '../../../lib/error-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteInbox } from '../api/thread';

/** Deleting a conversation removes it for both members, so it asks first. */
export function DeleteInboxDialog({
  inboxId,
  otherName,
  otherDeleted = false,
  onDeleted,
}: {
  inboxId: string;
  otherName: string;
  otherDeleted?: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['inquiries', 'common']);
  const remove = useDeleteInbox();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          aria-label={t('thread.deleteInbox')}
          title={t('thread.deleteInbox')}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t('thread.deleteInboxTitle')}
      // Nobody is left on the other side of a deleted account's conversation to lose it too.
      description={otherDeleted ? t('thread.deleteInboxTextDeleted') : t('thread.deleteInboxText', { name: otherName })}
      confirmLabel={t('thread.deleteInbox')}
      busyLabel={t('thread.deleting')}
      destructive
      onConfirm={async () => {
        await remove.mutateAsync(inboxId);
        toast.success(t('thread.inboxDeleted'));
        onDeleted();
      }}
      onError={(error) => toastActionError(error)}
    />
  );
}
