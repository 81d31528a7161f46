import { useTranslation } from 'react-i18next';
import { CalendarDays, Sparkles } from 'lucide-react';
import type { PublicProfile } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

export function fullName(profile: Pick<PublicProfile, 'firstName' | 'lastName'>) {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** Picture, name, role, premium badge and member-since: who this is at a glance. */
export function ProfileSummaryCard({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation(['users', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const name = fullName(profile);
  return (
    <Card className="p-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <Avatar src={profile.avatarUrl} name={name} className="size-24 text-2xl ring-4 ring-primary/15" decorative />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{name}</h2>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Badge>{t(`common:roles.${profile.role}`)}</Badge>
            {profile.prioritySupport ? (
              <Badge variant="success" title={t('profile.premiumHint')}>
                <Sparkles className="size-3" aria-hidden="true" />
                {t('profile.premium')}
              </Badge>
            ) : null}
          </div>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {t('profile.memberSince', { date: formatDate(profile.memberSince, language) })}
        </p>
      </div>
    </Card>
  );
}
