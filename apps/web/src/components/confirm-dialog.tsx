import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

interface ConfirmDialogProps {
  /** Shown from outside (e.g. a menu item); leave out together with `onOpenChange` when `trigger` opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Anything between the text and the buttons, e.g. a quote of what is about to go. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs ("Deleting..."). */
  busyLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * The action. The dialog stays open and busy until it settles, so it cannot be pressed twice or
   * dismissed halfway; it closes when the promise resolves and stays open when it rejects.
   */
  onConfirm: () => Promise<unknown>;
  /** What a failed `onConfirm` shows: a toast, or state that fills the `error` slot. */
  onError: (error: unknown) => void;
  /** Shown beneath the text while set, e.g. an inline <Alert>. */
  error?: ReactNode;
}

/** "Are you sure?" before an action that cannot be undone: title, text, Cancel and the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onError,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? ownOpen;
  // Radix gives focus back only to a DialogTrigger; opened from outside, it would fall to <body>.
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch (failure) {
      setPending(false);
      onError(failure);
      return;
    }
    setPending(false);
    setOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        closeLabel={t('actions.close')}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (trigger || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {children}
        {error ? <div className="mt-4">{error}</div> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button variant={destructive ? 'destructive' : 'default'} busy={pending} onClick={() => void confirm()}>
            {pending ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
