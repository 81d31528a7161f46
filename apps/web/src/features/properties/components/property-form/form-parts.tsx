import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../../../lib/errors';
import { uiLanguage } from '../../../../lib/i18n';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import type { FieldName, FormInput } from './form-values';

export { FormSection as Section } from '../../../../components/form-section';

/** The form's message for a field, in the interface language. */
export function useFieldError() {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.resolvedLanguage);
  const { formState } = useFormContext<FormInput>();
  return (name: FieldName) => fieldText(formState.errors[name]?.message as string | undefined, language);
}

interface TextInputProps {
  name: FieldName;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
  hint?: string;
}

/** A one-line field; its id (`property-<name>`) lets a failed save focus the first wrong field. */
export function TextInput({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  hint,
}: TextInputProps) {
  const { register } = useFormContext<FormInput>();
  const err = useFieldError();
  return (
    <FormField label={label} error={err(name)} required={required} hint={hint}>
      <Input
        id={`property-${name}`}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        {...register(name)}
      />
    </FormField>
  );
}
