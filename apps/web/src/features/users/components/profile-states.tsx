import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserX } from 'lucide-react';
import { uiLanguage } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { placeholderKeys } from '../../../lib/list-keys';
import { messageText } from '../../../lib/errors';

/** The page's shape while the profile loads: the summary card beside the facts card. */
export function ProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]"
    >
      <Card className="flex flex-col items-center gap-4 p-6">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </Card>
      <Card className="flex flex-col gap-5 p-6">
        <Skeleton className="h-6 w-48" />
        <div className="grid gap-4 sm:grid-cols-2">
          {placeholderKeys(4).map((key) => (
            <div key={key} className="flex flex-col gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-36" />
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}

/**
 * A member the viewer cannot see: an unknown id and a blocked, deleted or deactivated account answer the
 * same 404 `UserNotFound` (the catalogue's "User not found"); any other 404 reads "Profile not found".
 */
export function ProfileNotFound({ backTo, code }: { backTo: string; code?: string }) {
  const { t, i18n } = useTranslation('users');
  const language = uiLanguage(i18n.resolvedLanguage);
  const title = code === 'UserNotFound' ? messageText('UserNotFound', language) : t('notFound.title');
  return (
    <EmptyState
      icon={<UserX />}
      title={title}
      action={
        <Link to={backTo} className={buttonClasses('outline')}>
          {t('profile.back')}
        </Link>
      }
    >
      {t('notFound.text')}
    </EmptyState>
  );
}
