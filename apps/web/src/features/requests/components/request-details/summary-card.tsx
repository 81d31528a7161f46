import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Sparkles, Trash2, UserRound } from 'lucide-react';
import type { TenantRequest } from '@mietmatch/contract';
import { useCurrentUser } from '../../../../lib/current-user';
import { formatDate } from '../../../../lib/format';
import { uiLanguage } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { Avatar } from '../../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useAreaText, useEuros } from '../../../../components/listings/request-text';
import { FavouriteRequestButton } from '../../../favourites';
import { SendInquiryButton } from '../../../inquiries';
import { ReportDialog } from '../../../moderation';
import { DeleteRequestDialog } from '../delete-request-dialog';
import { StageBadge, StatusBadge } from '../request-bits';

/** The owner edits or deletes; landlords write and keep it as a favourite. */
function RequestActions({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const viewerRole = useCurrentUser().data?.role;
  const name = `${request.firstName} ${request.lastName}`;
  if (request.fileAccess === 'owner') {
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={`/tenant-request-details/${request.id}/matches`} className={buttonClasses('outline')}>
          <Sparkles aria-hidden="true" />
          {t('card.matches')}
        </Link>
        <Link to={`/edit-tenant/${request.id}`} className={buttonClasses('outline')}>
          <Pencil aria-hidden="true" />
          {t('card.edit')}
        </Link>
        <DeleteRequestDialog
          requestId={request.id}
          onDeleted={() => void navigate('/my-requests', { replace: true })}
          trigger={
            <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
              <Trash2 aria-hidden="true" />
              {t('card.delete')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {/* Landlords write first with their plan (admins do not take part in inquiries). */}
      {viewerRole === 'contractor' ? (
        <SendInquiryButton
          recipientId={request.userId}
          recipientName={name}
          subjectType="request"
          subjectId={request.id}
        />
      ) : null}
      {viewerRole === 'contractor' ? <FavouriteRequestButton requestId={request.id} label={name} withText /> : null}
      {/* Moderation: members report other members' requests (admins decide, they do not report). */}
      {viewerRole && viewerRole !== 'admin' ? <ReportDialog subjectType="request" subjectId={request.id} /> : null}
    </div>
  );
}

/** The key figures a landlord compares first. */
function KeyFigures({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const euros = useEuros();
  const figures = [
    [t('fields.maxPrice'), request.maxPrice > 0 ? euros(request.maxPrice) : t('card.noLimit')],
    [t('fields.requiredRooms'), String(request.requiredRooms)],
    [
      t('fields.squareMeters'),
      request.squareMeters > 0 ? t('card.size', { size: request.squareMeters }) : t('card.noSize'),
    ],
    [t('fields.numberOfResidents'), String(request.numberOfResidents)],
  ];
  return (
    <div className="mt-5 grid grid-cols-2 gap-3 border-t pt-5 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-muted/60 px-3 py-2.5">
          <p className="text-xs text-muted-foreground">{label}</p>
          <p className="mt-0.5 text-base font-semibold tabular-nums">{value}</p>
        </div>
      ))}
    </div>
  );
}

/** Who is looking for what and where, since when, with the actions and the key figures. */
export function RequestSummaryCard({ request }: { request: TenantRequest }) {
  const { t, i18n } = useTranslation('requests');
  const language = uiLanguage(i18n.resolvedLanguage);
  const areaText = useAreaText();
  const viewerRole = useCurrentUser().data?.role;
  const owner = request.fileAccess === 'owner';
  // Landlords read how far they see this tenant; owners and admins see everything anyway.
  const landlord = !owner && viewerRole === 'contractor';
  const name = `${request.firstName} ${request.lastName}`;
  const type = t(`propertyType.${request.propertyType}`);
  const lookingFor = t('details.lookingFor', { type, area: areaText(request) });
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={request.avatar} name={name} decorative className="size-16 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{name}</h2>
            <StatusBadge status={request.status} />
            {landlord ? <StageBadge stage={request.stage} /> : null}
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{lookingFor}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('details.published', { date: formatDate(request.createdAt, language) })}
          </p>
          {owner ? null : (
            <Link
              to={`/user-profile/${request.userId}`}
              className={cn(
                'mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary',
                'underline-offset-4 hover:underline',
              )}
            >
              <UserRound className="size-4" aria-hidden="true" />
              {t('details.viewProfile')}
            </Link>
          )}
        </div>
        <div className="sm:self-start">
          <RequestActions request={request} />
        </div>
      </div>
      <KeyFigures request={request} />
    </Card>
  );
}
