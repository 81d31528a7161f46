import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Plus } from 'lucide-react';
import { createViewingSlotSchema, VIEWING_SLOT_MAX_CAPACITY } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { fieldText, formFailureText, messageText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, inputClasses } from '../../../components/ui/input';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { useCreateSlot } from '../api/viewings';
import { type ClockChoice, type WallTime, wallTime, wallTimeIso } from '../slot-time';

type Field = 'date' | 'startsAt' | 'endsAt' | 'capacity' | 'note';
type Errors = Partial<Record<Field, string>>;

/** The autumn's repeated hour: the landlord says which of the two is meant. */
function ClockChoiceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ClockChoice | undefined;
  onChange: (choice: ClockChoice) => void;
}) {
  const { t } = useTranslation('viewings');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/8 p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <p className="text-sm text-muted-foreground">{t('slots.ambiguous')}</p>
      <RadioGroup value={value ?? ''} onValueChange={(v) => onChange(v as ClockChoice)} aria-label={label}>
        {(['summer', 'winter'] as const).map((choice) => (
          <div key={choice} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${choice}`} value={choice} />
            <label htmlFor={`${id}-${choice}`} className="cursor-pointer text-sm">
              {t(`slots.${choice}`)}
            </label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/** The timestamp to send for one of the two times, or the error to show instead. */
function resolveTime(time: WallTime, choice: ClockChoice | undefined, language: string, t: (k: string) => string) {
  if (time.kind === 'incomplete') return { error: t('slots.required') };
  if (time.kind === 'none') return { error: messageText('viewingTimeNotInBerlin', language) };
  const iso = wallTimeIso(time, choice);
  return iso ? { iso } : { error: t('slots.ambiguous') };
}

/** Adds a viewing slot: date and times as Berlin wall clock, places (1 individual, more a group), a note. */
export function SlotForm({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation(['viewings', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const create = useCreateSlot(propertyId);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [startChoice, setStartChoice] = useState<ClockChoice>();
  const [endChoice, setEndChoice] = useState<ClockChoice>();
  const [capacity, setCapacity] = useState('1');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const startTime = wallTime(date, start);
  const endTime = wallTime(date, end);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const startsAt = resolveTime(startTime, startChoice, language, t);
    const endsAt = resolveTime(endTime, endChoice, language, t);
    const next: Errors = {
      date: date ? undefined : t('slots.required'),
      startsAt: startsAt.error,
      endsAt: endsAt.error,
    };
    const parsed = createViewingSlotSchema.safeParse({ startsAt: startsAt.iso, endsAt: endsAt.iso, capacity, note });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= fieldText(issue.message, language);
      }
    }
    setErrors(next);
    if (!parsed.success || Object.values(next).some(Boolean)) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('slots.added'));
        // The next slot is often the same day: the date and places stay.
        setStart('');
        setEnd('');
        setNote('');
        setStartChoice(undefined);
        setEndChoice(undefined);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) {
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldText(v, language)])));
        } else setFailure(formFailureText(error, language));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t('slots.date')} error={errors.date} required>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('slots.start')} error={errors.startsAt} required>
          <Input type="time" step={300} value={start} onChange={(e) => setStart(e.target.value)} />
        </FormField>
        <FormField label={t('slots.end')} error={errors.endsAt} required>
          <Input type="time" step={300} value={end} onChange={(e) => setEnd(e.target.value)} />
        </FormField>
      </div>
      {startTime.kind === 'two' ? (
        <ClockChoiceField label={t('slots.startAmbiguous')} value={startChoice} onChange={setStartChoice} />
      ) : null}
      {endTime.kind === 'two' ? (
        <ClockChoiceField label={t('slots.endAmbiguous')} value={endChoice} onChange={setEndChoice} />
      ) : null}
      <FormField label={t('slots.capacity')} error={errors.capacity} hint={t('slots.capacityHint')} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={VIEWING_SLOT_MAX_CAPACITY}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </FormField>
      <FormField label={t('slots.note')} error={errors.note}>
        <textarea
          value={note}
          maxLength={500}
          rows={2}
          placeholder={t('slots.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
          className={cn(inputClasses, 'h-auto min-h-16 resize-y py-2 leading-relaxed')}
        />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" busy={create.isPending} className="self-start">
        {create.isPending ? null : <Plus aria-hidden="true" />}
        {create.isPending ? t('slots.adding') : t('slots.add')}
      </Button>
    </form>
  );
}
