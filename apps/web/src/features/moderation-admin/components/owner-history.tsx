import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import type { ReportGroup } from '../api/reports';

const FACTS = ['decisions', 'removals', 'warnings', 'suspensions'] as const;

/** Who owns the item and how moderation has gone with them so far. */
export function OwnerHistory({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const owner = group.subject.owner;
  const history = group.ownerHistory;
  // A reported member is the one the history is about; for content it is the owner.
  const label = group.subject.type === 'user' ? t('owner.labelMember') : t('owner.label');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group inside a card, not a form (a region would repeat its landmark name in every card)
    <div role="group" aria-label={label} className="flex flex-col gap-3 self-start rounded-lg border bg-muted/30 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</h4>
        {history?.blocked ? <Badge variant="destructive">{t('owner.blocked')}</Badge> : null}
      </div>
      {owner ? (
        <Link
          to={`/user-profile/${encodeURIComponent(owner.id)}`}
          className="font-medium underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {owner.firstName} {owner.lastName}
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">{t('owner.unknown')}</p>
      )}
      {history ? (
        <>
          <dl className="grid grid-cols-2 gap-2">
            {FACTS.map((fact) => (
              <div key={fact} className="rounded-md bg-card px-3 py-2 shadow-xs">
                <dt className="text-xs text-muted-foreground">{t(`owner.${fact}`)}</dt>
                <dd className="text-lg font-semibold tabular-nums">{history[fact]}</dd>
              </div>
            ))}
          </dl>
          {history.memberSince ? (
            <p className="text-xs text-muted-foreground">
              {t('owner.memberSince', { date: formatDate(history.memberSince, i18n.resolvedLanguage ?? 'de') })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
