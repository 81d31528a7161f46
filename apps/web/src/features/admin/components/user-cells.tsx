import { useTranslation } from 'react-i18next';
import { findPlan, hasValidAdditionalPlan, planRunsAt } from '@mietmatch/contract/plans';
import { memberState, type User } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';

export function RoleBadge({ role }: { role: User['role'] }) {
  const { t } = useTranslation('common');
  return <Badge variant={role === 'admin' ? 'default' : 'outline'}>{t(`roles.${role}`)}</Badge>;
}

/** A landlord listing as a business (DSA Art. 30): "Gewerblich", marked once an admin checked the details. */
export function BusinessBadge({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const details = user.businessDetails;
  if (!details?.isBusiness) return null;
  return (
    <Badge variant={details.checkedAt ? 'success' : 'warning'}>
      {details.checkedAt ? t('business.badgeChecked') : t('business.badgeUnchecked')}
    </Badge>
  );
}

const STATE_BADGES = {
  deleted: 'destructive',
  blocked: 'destructive',
  deactivated: 'secondary',
  warned: 'warning',
  active: 'success',
} as const;

/**
 * One badge per member, naming the state the account is in (the strongest of its flags, see
 * `memberState`), in the words of the status filter. An unconfirmed email address is shown beside it.
 */
export function StatusBadges({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const state = memberState(user);
  return (
    <div className="flex flex-wrap gap-1.5 whitespace-nowrap">
      <Badge variant={STATE_BADGES[state]} data-state={state}>
        {t(`statusFilter.${state}`)}
      </Badge>
      {/* Such a member cannot log in yet; a support question usually starts here. */}
      {user.emailVerified ? null : <Badge variant="outline">{t('status.emailUnverified')}</Badge>}
    </div>
  );
}

/**
 * The specification's "active" column: whether the member uses the platform now. It follows the
 * state badge, so a blocked or deleted member never reads as active.
 */
export function ActiveBadge({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const state = memberState(user);
  const active = state === 'active' || state === 'warned';
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span
        aria-hidden="true"
        className={active ? 'size-2 rounded-full bg-success' : 'size-2 rounded-full bg-muted-foreground/50'}
      />
      {active ? t('active.yes') : t('active.no')}
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
