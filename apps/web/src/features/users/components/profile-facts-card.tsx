import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Briefcase, Globe2, Heart, ShieldCheck, UserRound } from 'lucide-react';
import type { PublicProfile } from '@mietmatch/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { IconFact } from '../../../components/icon-fact';
import { fullName } from './profile-summary-card';

/** `undefined`: withheld from this viewer (a landlord reads a tenant by the request stages), so no row. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null | undefined }) {
  const { t } = useTranslation('users');
  if (value === undefined) return null;
  return (
    <IconFact
      icon={icon}
      label={label}
      valueClassName={value ? '[overflow-wrap:anywhere]' : 'font-normal text-muted-foreground'}
    >
      {value || t('profile.notGiven')}
    </IconFact>
  );
}

/** What the member chose to tell about themselves; never contact data (the API does not give it). */
export function ProfileFactsCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.about', { name: profile.firstName || fullName(profile) })}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact icon={<UserRound />} label={t('profile.role')} value={t(`common:roles.${profile.role}`)} />
          <Fact icon={<Briefcase />} label={t('profile.profession')} value={profile.profession} />
          <Fact icon={<Globe2 />} label={t('profile.nationality')} value={profile.nationality} />
          <Fact
            icon={<Heart />}
            label={t('profile.relationshipStatus')}
            value={
              profile.relationshipStatus === undefined
                ? undefined
                : profile.relationshipStatus
                  ? t(`common:relationship.${profile.relationshipStatus}`)
                  : null
            }
          />
        </dl>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <ShieldCheck className="mt-px size-4 shrink-0" aria-hidden="true" />
          {t('profile.privacyNote')}
        </p>
      </CardContent>
    </Card>
  );
}
