import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES, DAILY_DIGEST_HOUR, type AlertFrequency } from '@mietmatch/contract';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import '../i18n';

/** "Instantly", "Daily (7 am)", "Off" in the interface language. */
export function useAlertLabel() {
  const { t } = useTranslation('saved-searches');
  return (alert: AlertFrequency) =>
    alert === 'daily' ? t('alert.daily', { hour: DAILY_DIGEST_HOUR }) : t(`alert.${alert}`);
}

/** The alert choice of a saved search as a radio group, each option with what it means. */
export function AlertRadioGroup({ value, onChange }: { value: AlertFrequency; onChange: (v: AlertFrequency) => void }) {
  const { t } = useTranslation('saved-searches');
  const label = useAlertLabel();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">{t('alert.legend')}</legend>
      <RadioGroup value={value} onValueChange={(next) => onChange(next as AlertFrequency)} className="gap-3">
        {ALERT_FREQUENCIES.map((alert) => (
          <div key={alert} className="flex items-start gap-3">
            <RadioGroupItem
              value={alert}
              id={`${id}-${alert}`}
              className="mt-0.5"
              aria-describedby={`${id}-${alert}-hint`}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${alert}`} className="cursor-pointer">
                {label(alert)}
              </Label>
              <p id={`${id}-${alert}-hint`} className="text-xs text-muted-foreground">
                {t(`alert.hint.${alert}`)}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/** The same choice, compact, for a card: changes apply at once. */
export function AlertSelect({
  value,
  onChange,
  disabled,
  label,
}: {
  value: AlertFrequency;
  onChange: (v: AlertFrequency) => void;
  disabled?: boolean;
  /** The accessible name, naming the search ("Alerts: Berlin, 3+ rooms"). */
  label: string;
}) {
  const alertLabel = useAlertLabel();
  return (
    <Select
      aria-label={label}
      className="h-9 w-auto py-1"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AlertFrequency)}
    >
      {ALERT_FREQUENCIES.map((alert) => (
        <option key={alert} value={alert}>
          {alertLabel(alert)}
        </option>
      ))}
    </Select>
  );
}
