import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** Asks before pausing the account: the person then sees only this page until they reactivate it. */
export function DeactivateAccountDialog({ open, busy, onConfirm, onClose }: { open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('status.confirmTitle')}</DialogTitle>
        <DialogDescription className="mt-2">{t('status.confirmText')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('status.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {busy ? t('status.deactivating') : t('status.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
