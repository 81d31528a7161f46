import { useTranslation } from 'react-i18next';
import { Building2, ClipboardList, UserRound } from 'lucide-react';
import type { SubjectType } from '@mietmatch/contract';
import { cn } from '../../../lib/utils';

const icons = { property: Building2, request: ClipboardList, profile: UserRound } as const;

/** What a conversation is about, as a small chip: "Property", "Tenant request" or "Profile". */
export function SubjectLabel({ type, className }: { type: SubjectType; className?: string }) {
  const { t } = useTranslation('inquiries');
  const Icon = icons[type];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`subject.${type}`)}
    </span>
  );
}
