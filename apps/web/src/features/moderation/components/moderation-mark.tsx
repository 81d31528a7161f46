import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EyeOff, ShieldAlert } from 'lucide-react';
import type { ModerationState } from '@mietmatch/contract';
import '../i18n';
import { cn } from '../../../lib/utils';

/** Where the statement of reasons for a decision is: its entry on the member's own profile page. */
const statementPath = (decisionId: string) => `/profile-view#decision-${encodeURIComponent(decisionId)}`;

interface ModerationMarkProps {
  /** The item's `moderation` and `moderationDecisionId` (the contract's `moderationFields`). */
  moderation?: ModerationState | null;
  decisionId?: string | null;
  /** `banner`: on the owner's details page, with what it means; `badge`: a card in the owner's lists. */
  variant?: 'banner' | 'badge';
  className?: string;
}

/**
 * Content a moderation decision removed or restricted stays visible to its owner, marked so, with a
 * link to the statement of reasons (and from there the complaint). Renders nothing for other content.
 */
export function ModerationMark({ moderation, decisionId, variant = 'badge', className }: ModerationMarkProps) {
  const { t } = useTranslation('moderation');
  if (!moderation) return null;
  const removed = moderation === 'removed';
  const Icon = removed ? ShieldAlert : EyeOff;
  const label = t(removed ? 'mark.removed' : 'mark.restricted');
  const link = decisionId ? (
    <Link
      to={statementPath(decisionId)}
      className="rounded-sm font-medium underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {t('mark.statement')}
    </Link>
  ) : null;
  const tone = removed
    ? 'border-destructive/40 bg-destructive/8 text-destructive'
    : 'border-warning/40 bg-warning/10 text-warning';

  if (variant === 'badge') {
    return (
      <div className={cn('flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm', tone, className)}>
        <p className="flex items-center gap-1.5 font-semibold">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {label}
        </p>
        {link ? <p className="relative z-10 text-xs">{link}</p> : null}
      </div>
    );
  }
  return (
    <div role="status" className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', tone, className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{label}</p>
        <p className="text-foreground/90">{t(removed ? 'mark.removedText' : 'mark.restrictedText')}</p>
        {link ? <p>{link}</p> : null}
      </div>
    </div>
  );
}
