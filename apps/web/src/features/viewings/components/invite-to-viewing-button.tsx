import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CalendarPlus } from 'lucide-react';
import { formFailureText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button, type ButtonProps } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import '../i18n';
import { useInvite, useViewingSlots } from '../api/viewings';

const MAX_MESSAGE = 1000;

/** Future slots with a free place: what the invited tenant will be able to choose from. */
function useOpenSlotCount(propertyId: string, enabled: boolean) {
  const slots = useViewingSlots(propertyId, enabled);
  const now = Date.now();
  const count = slots.data?.items.filter((s) => Date.parse(s.startsAt) > now && s.booked < s.capacity).length;
  return { count, pending: slots.isPending, failed: slots.isError };
}

function InviteForm({ propertyId, tenantId, onDone }: { propertyId: string; tenantId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation(['viewings', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string>();
  const invite = useInvite();
  const open = useOpenSlotCount(propertyId, true);
  // Without an open slot the invitation would offer nothing; a list that failed to load does not block.
  const noSlots = open.count === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    invite.mutate(
      { propertyId, tenantId, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('invite.sent'));
          onDone();
        },
        onError: (error) => setFailure(formFailureText(error, language)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
      {open.pending && !open.failed ? (
        <Skeleton className="h-5 w-56" />
      ) : noSlots ? (
        <Alert role="status">
          <AlertDescription>
            {t('invite.noSlots')}{' '}
            <Link
              to={`/properties/${encodeURIComponent(propertyId)}/viewings`}
              className="font-medium underline underline-offset-4"
            >
              {t('invite.addSlots')}
            </Link>
          </AlertDescription>
        </Alert>
      ) : open.count !== undefined ? (
        <p className="text-sm text-muted-foreground">{t('invite.openSlots', { count: open.count })}</p>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('invite.message')}
        </label>
        <textarea
          id={fieldId}
          value={message}
          maxLength={MAX_MESSAGE}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
          className={cn(inputClasses, 'h-auto min-h-24 resize-y py-2 leading-relaxed')}
        />
      </div>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={invite.isPending}>
            {t('common:actions.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" busy={invite.isPending} disabled={noSlots}>
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface InviteToViewingButtonProps {
  propertyId: string;
  tenantId: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** A landlord invites a tenant to book one of the property's viewing slots, with an optional message. */
export function InviteToViewingButton({
  propertyId,
  tenantId,
  variant = 'outline',
  size,
  className,
}: InviteToViewingButtonProps) {
  const { t } = useTranslation(['viewings', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        {t('invite.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common:actions.close')}>
          <DialogTitle className="pr-6">{t('invite.title')}</DialogTitle>
          <DialogDescription className="mt-2">{t('invite.description')}</DialogDescription>
          {/* Mounted while open only: each opening starts empty and counts the slots afresh. */}
          {open ? <InviteForm propertyId={propertyId} tenantId={tenantId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
