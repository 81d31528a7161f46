import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** The period (two dates, both days included) and the CSV download of its figures. */
export function PeriodForm({
  from,
  to,
  today,
  invalid,
  onChange,
  onDownload,
  downloading,
}: {
  from: string;
  to: string;
  today: string;
  invalid: boolean;
  onChange: (change: { from?: string; to?: string }) => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation('moderation-admin');
  const id = useId();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-from`}>{t('transparency.from')}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={today}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(e) => e.target.value && onChange({ from: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-to`}>{t('transparency.to')}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              max={today}
              onChange={(e) => e.target.value && onChange({ to: e.target.value })}
            />
          </div>
        </div>
        {invalid ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {t('transparency.invalidPeriod')}
          </p>
        ) : null}
      </div>
      <Button variant="outline" onClick={onDownload} busy={downloading} disabled={invalid} className="max-sm:w-full">
        <Download aria-hidden="true" />
        {downloading ? t('transparency.downloading') : t('transparency.download')}
      </Button>
    </Card>
  );
}
