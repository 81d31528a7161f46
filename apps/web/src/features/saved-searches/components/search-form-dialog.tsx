import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createSavedSearchSchema, type AlertFrequency } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { fieldText, formFailureText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { AlertRadioGroup } from './alert-choice';

interface SearchFormValues {
  name: string;
  alert: AlertFrequency;
}

interface SearchFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The values the form starts from each time it opens. */
  initial: SearchFormValues;
  /** Saves; the dialog closes when it resolves and shows the server's answer when it rejects. */
  onSubmit: (values: SearchFormValues) => Promise<unknown>;
  /** Between the fields and the buttons (e.g. "Change filters"). */
  children?: ReactNode;
}

const nameSchema = createSavedSearchSchema.shape.name;

/** The fields of a saved search a member names: its name (1–80 characters) and its alert choice. */
function SearchForm({
  initial,
  onSubmit,
  onDone,
  children,
}: Omit<SearchFormDialogProps, 'open' | 'onOpenChange' | 'title' | 'description'> & { onDone: () => void }) {
  const { t, i18n } = useTranslation(['saved-searches', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = nameSchema.safeParse(values.name);
    setNameError(name.success ? undefined : fieldText(name.error.issues[0]?.message, language));
    if (!name.success) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit({ ...values, name: name.data });
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.name : undefined;
      if (field) setNameError(fieldText(field, language));
      // The limit of saved searches, and anything else the server says, stays in the dialog.
      else setFailure(formFailureText(error, language));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-5">
      <FormField label={t('fields.name')} error={nameError} required>
        <Input
          value={values.name}
          maxLength={80}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </FormField>
      <AlertRadioGroup value={values.alert} onChange={(alert) => setValues({ ...values, alert })} />
      {children}
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" busy={pending}>
          {pending ? t('common:actions.saving') : t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A dialog with a saved search's name and alert choice (saving a new search, editing one). */
export function SearchFormDialog({ open, onOpenChange, title, description, ...form }: SearchFormDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {/* Mounted while open only: each opening starts from `initial`. */}
        {open ? <SearchForm {...form} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
