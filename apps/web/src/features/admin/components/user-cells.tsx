import { useTranslation } from 'react-i18next';
import { findPlan, hasValidAdditionalPlan, planRunsAt } from '@mietmatch/contract/plans';
import type { User } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';

export function RoleBadge({ role }: { role: User['role'] }) {
  const { t } = useTranslation('common');
  return <Badge variant={role === 'admin' ? 'default' : 'outline'}>{t(`roles.${role}`)}</Badge>;
}

/**
 * Blocked, deleted and warned can hold together; an account with none of them is "unblocked". An
 * unconfirmed email address is shown beside whichever applies.
 */
export function StatusBadges({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const badges = [
    user.isBlocked ? (
      <Badge key="b" variant="destructive">
        {t('status.blocked')}
      </Badge>
    ) : null,
    user.isSoftDeleted ? (
      <Badge key="d" variant="destructive">
        {t('status.deleted')}
      </Badge>
    ) : null,
    user.isWarned ? (
      <Badge key="w" variant="warning">
        {t('status.warned')}
      </Badge>
    ) : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-wrap gap-1.5 whitespace-nowrap">
      {badges.length ? badges : <Badge variant="secondary">{t('status.clear')}</Badge>}
      {/* Such a member cannot log in yet; a support question usually starts here. */}
      {user.emailVerified ? null : <Badge variant="outline">{t('status.emailUnverified')}</Badge>}
    </div>
  );
}

export function ActiveBadge({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span
        aria-hidden="true"
        className={user.isDeactivated ? 'size-2 rounded-full bg-muted-foreground/50' : 'size-2 rounded-full bg-success'}
      />
      {user.isDeactivated ? t('active.no') : t('active.yes')}
    </span>
  );
}

/** Plan kind and how long it runs; admins have no plan (they skip the subscription check). */
export function PlanCell({ user }: { user: User }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'de';
  const plan = user.planId ? findPlan(user.planId) : undefined;
  if (!plan && !user.paymentExpiresAt) return <span className="text-muted-foreground">{t('plan.none')}</span>;
  const valid = planRunsAt(user.paymentExpiresAt, Date.now());
  const date = formatDate(user.paymentExpiresAt, language);
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium">
        {plan ? t(`plan.${plan.kind === 'additional' ? 'tenant' : plan.kind}`) : t('plan.none')}
      </span>
      {date ? (
        <span className={valid ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}>
          {valid ? t('plan.until', { date }) : t('plan.expired', { date })}
        </span>
      ) : null}
      {hasValidAdditionalPlan(user, Date.now()) ? (
        <span className="text-xs text-muted-foreground">
          {t('plan.additional', { date: formatDate(user.additionalPlanExpiresAt, language) })}
        </span>
      ) : null}
    </div>
  );
}
