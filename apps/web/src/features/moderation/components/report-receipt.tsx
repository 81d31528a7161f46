import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import '../i18n';
import { richText } from '../../../lib/rich-text';

/** After a report: the thanks and its reference (MM-…), which the confirmation mail repeats. */
export function ReportReceipt({ reference, alreadyReported }: { reference: string; alreadyReported?: boolean }) {
  const { t } = useTranslation('moderation');
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/12 text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{t('report.doneTitle')}</p>
      <p className="max-w-sm text-sm leading-relaxed">
        {richText(t(alreadyReported ? 'report.doneBefore' : 'report.done', { reference }), {
          ref: (text) => <strong className="font-semibold whitespace-nowrap tabular-nums">{text}</strong>,
        })}
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('report.doneNext')}</p>
    </div>
  );
}
