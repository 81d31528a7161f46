import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';

/**
 * A dialog holding a long form: the title and the buttons stay in view while the fields scroll
 * between them, so the decision is never out of reach on a small screen. Closing waits for a
 * request under way.
 */
export function FormDialog({
  title,
  description,
  onSubmit,
  onClose,
  busy,
  submit,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy: boolean;
  /** The submit button. */
  submit: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        closeLabel={t('actions.close')}
        className={cn('flex max-h-[92dvh] max-w-2xl flex-col p-0', className)}
      >
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex flex-col gap-2 border-b py-4 pl-5 pr-12 sm:pb-4 sm:pl-6 sm:pt-6">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          <DialogFooter className="mt-0 border-t px-5 py-4 sm:px-6">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('actions.cancel')}
              </Button>
            </DialogClose>
            {submit}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
