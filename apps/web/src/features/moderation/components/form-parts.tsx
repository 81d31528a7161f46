import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { complaintBodySchema } from '@mietmatch/contract';
import '../i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';

/** The complaint's one field, validated by the contract: the dialog and the link page share it. */
export function useComplaintForm() {
  return useForm<z.input<typeof complaintBodySchema>, unknown, z.output<typeof complaintBodySchema>>({
    resolver: zodResolver(complaintBodySchema),
    defaultValues: { explanation: '' },
  });
}

/** What went wrong that no field says (429, 409, a lost connection), above the buttons. */
export function FormFailure({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}

/** Cancel and send at the foot of a moderation dialog's form; both wait while it is sent. */
export function DialogSubmitFooter({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const { t } = useTranslation('common');
  return (
    <DialogFooter className="mt-0">
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {t('actions.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
