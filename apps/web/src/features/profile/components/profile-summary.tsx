import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, CreditCard, Mail } from 'lucide-react';
import { findPlan, planRunsAt, type User } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export function ProfileSummary({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'plans']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const name = `${user.firstName} ${user.lastName}`;
  const plan = user.planId ? findPlan(user.planId) : undefined;
  const valid = planRunsAt(user.paymentExpiresAt, Date.now());
  const expiry = formatDate(user.paymentExpiresAt, language);

  return (
    <Card className="p-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <Avatar src={user.avatarUrl} name={name} className="size-24 text-2xl ring-4 ring-primary/15" decorative />
        <div>
          <p className="text-lg font-semibold">{name}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Badge>{t(`common:roles.${user.role}`)}</Badge>
            {user.isDeactivated ? <Badge variant="warning">{t('profile.deactivatedBadge')}</Badge> : null}
          </div>
        </div>
      </div>
      <dl className="mt-6 flex flex-col gap-4 border-t pt-6 text-sm">
        <div>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {t('profile.email')}
          </dt>
          <dd className="mt-0.5 pl-6 font-medium [overflow-wrap:anywhere]">{user.email}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <CreditCard className="size-4 shrink-0" aria-hidden="true" />
            {t('profile.plan')}
          </dt>
          <dd className="mt-0.5 pl-6 font-medium">
            {plan
              ? `${t(`plans:kind.${plan.kind}`)} · ${t('plans:months', { count: plan.months })}`
              : t('profile.noPlan')}
          </dd>
          {expiry ? (
            <dd className={cn('pl-6', valid ? 'text-muted-foreground' : 'text-destructive')}>
              {valid ? t('profile.planValidUntil', { date: expiry }) : t('profile.planExpiredOn', { date: expiry })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {t('profile.memberSinceLabel')}
          </dt>
          <dd className="mt-0.5 pl-6 font-medium">{formatDate(user.createdAt, language)}</dd>
        </div>
      </dl>
      {user.role !== 'admin' ? (
        <Link to="/my-subscriptions" className={buttonClasses('outline', 'default', 'mt-6 w-full')}>
          {t('profile.managePlan')}
        </Link>
      ) : null}
    </Card>
  );
}
