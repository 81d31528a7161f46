import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Pencil, RotateCw } from 'lucide-react';
import type { Role } from '@mietmatch/contract';
import '../i18n';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { LoadError } from '../../../components/load-error';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { usePublicProfile } from '../api/public-profile';
import { LandlordListingsCard } from '../components/landlord-listings-card';
import { MemberRequestsCard } from '../components/member-requests-card';
import { ProfileFactsCard } from '../components/profile-facts-card';
import { ProfileNotFound, ProfileSkeleton } from '../components/profile-states';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { ReportDialog } from '../../moderation';

const START_PAGE: Record<Role, string> = {
  client: '/my-requests',
  contractor: '/all-tenant-requests',
  admin: '/all-users',
};

/** Another member's public profile (`/user-profile/:id`): who they are, never how to reach them outside the app. */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useCurrentUser().data;
  const profile = usePublicProfile(id);
  const startPage = START_PAGE[me?.role ?? 'client'];
  // Opened from a details page: back returns there; opened directly (no history in the app): the start page.
  const canGoBack = location.key !== 'default';
  // Opened from far down a details page: start at the top (jsdom in component tests cannot scroll);
  // opened at a section (#requests), that section scrolls itself into view once it has loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another member's profile is a trigger
  useEffect(() => {
    if (!navigator.userAgent.includes('jsdom') && !location.hash) window.scrollTo({ top: 0 });
  }, [id, location.hash]);

  const back = (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 self-start"
      onClick={() => (canGoBack ? void navigate(-1) : void navigate(startPage))}
    >
      <ArrowLeft aria-hidden="true" />
      {t('profile.back')}
    </Button>
  );

  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ProfileSkeleton />
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return <ProfileNotFound backTo={startPage} code={profile.error.code} />;
    }
    return (
      <div className="flex flex-col items-start gap-4">
        {back}
        <LoadError error={profile.error} />
        <Button variant="outline" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          <RotateCw aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  }

  const member = profile.data;
  const own = me?.id === member.id;
  // Moderation: members report another member's profile; admins decide instead, and admins are not reported.
  const reportable = !own && me?.role !== 'admin' && member.role !== 'admin';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {reportable ? <ReportDialog subjectType="user" subjectId={member.id} /> : null}
      </div>
      {own ? (
        <Alert role="status">
          <AlertTitle>{t('profile.ownTitle')}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{t('profile.ownText')}</span>
            <Link to="/profile-view" className={buttonClasses('outline', 'sm')}>
              <Pencil aria-hidden="true" />
              {t('profile.editOwn')}
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <ProfileSummaryCard profile={member} />
        <div className="flex min-w-0 flex-col gap-6">
          <ProfileFactsCard profile={member} />
          {member.role === 'contractor' ? <LandlordListingsCard landlordId={member.id} /> : null}
          {/* A tenant's requests: landlords see the published ones, admins and the tenant every one. */}
          {member.role === 'client' && (me?.role !== 'client' || own) ? (
            <MemberRequestsCard memberId={member.id} seesAll={me?.role === 'admin' || own} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
