import { useEffect, useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { fieldText } from '../../../../lib/errors';
import { uiLanguage } from '../../../../lib/i18n';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import type { FormValues, NumberField, TextField } from './form-values';

export { FormSection as Section } from '../../../../components/form-section';

/** The form's message for a field, in the interface language. */
export function useFieldError() {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.resolvedLanguage);
  const { formState } = useFormContext<FormValues>();
  const text = (message: string | undefined) => fieldText(message, language);
  return { text, of: (name: TextField | NumberField | 'consent') => text(formState.errors[name]?.message) };
}

export function NumberInput({ name, label, hint }: { name: NumberField; label: string; hint?: string }) {
  const { register } = useFormContext<FormValues>();
  const error = useFieldError();
  return (
    <FormField label={label} error={error.of(name)} hint={hint}>
      <Input type="number" min={0} inputMode="numeric" {...register(name)} />
    </FormField>
  );
}

interface CheckFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (value: boolean) => void;
  invalid?: boolean;
}

export function CheckField({ label, hint, checked, onChange, invalid }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-invalid={invalid || undefined}
        className="mt-0.5"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <img src={src} alt={alt} className="size-full object-cover" /> : null;
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="absolute right-1.5 top-1.5 flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm transition hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
