import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import { cn } from '../../../lib/utils';
import '../i18n';

/** On a listing with fair selection: "Faire Auswahl: Besichtigungen werden unter allen passenden Bewerbungen verlost". */
export function FairSelectionNote({ className }: { className?: string }) {
  const { t } = useTranslation('applications');
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-primary/25 bg-primary/8 px-3 py-2 text-sm',
        className,
      )}
    >
      <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{t('fair.title')}:</strong> {t('fair.note')}
      </span>
    </p>
  );
}
