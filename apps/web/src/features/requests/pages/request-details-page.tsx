import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, Mail, Pencil, Phone, Trash2, UserRound, X } from 'lucide-react';
import { REQUEST_FLAGS, type TenantRequest } from '@mietmatch/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FavouriteRequestButton } from '../../favourites/components/favourite-button';
import { SendInquiryButton } from '../../inquiries/components/send-inquiry-button';
import { useRequest } from '../api/request-details';
import { DeleteRequestDialog } from '../components/delete-request-dialog';
import { PageSkeleton, RequestUnavailable } from '../components/page-states';
import { RequestFiles } from '../components/request-files';
import { StatusBadge } from '../components/request-bits';
import { useAreaText, useEuros } from '../../../components/listings/request-text';

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-6">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('requests');
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm">{empty ? <span className="text-muted-foreground">{t('details.notGiven')}</span> : children}</dd>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <span className="inline-flex items-center gap-1.5">
      {value ? <Check className="size-4 text-success" aria-hidden="true" /> : <X className="size-4 text-muted-foreground" aria-hidden="true" />}
      {value ? t('search.yes') : t('search.no')}
    </span>
  );
}


function RequestDetails({ request }: { request: TenantRequest }) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const euros = useEuros();
  const areaText = useAreaText();
  const owner = request.fileAccess === 'owner';
  const name = `${request.firstName} ${request.lastName}`;
  const viewerRole = useCurrentUser().data?.role;

  const actions = owner ? (
    <div className="flex flex-wrap gap-2">
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
  ) : (
    <div className="flex flex-wrap gap-2">
      {/* Landlords write first with their plan (admins do not take part in inquiries). */}
      {viewerRole === 'contractor' ? <SendInquiryButton recipientId={request.userId} recipientName={name} subjectType="request" subjectId={request.id} /> : null}
      <FavouriteRequestButton requestId={request.id} label={name} withText />
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar src={request.avatar} name={name} decorative className="size-16 text-lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{name}</h2>
              <StatusBadge status={request.status} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{t('details.lookingFor', { type: t(`propertyType.${request.propertyType}`), area: areaText(request) })}</p>
            <p className="mt-1 text-xs text-muted-foreground">{t('details.published', { date: formatDate(request.createdAt, language) })}</p>
            {owner ? null : (
              <Link to={`/user-profile/${request.userId}`} className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
                <UserRound className="size-4" aria-hidden="true" />
                {t('details.viewProfile')}
              </Link>
            )}
          </div>
          <div className="sm:self-start">{actions}</div>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 border-t pt-5 sm:grid-cols-4">
          {[
            [t('fields.maxPrice'), request.maxPrice > 0 ? euros(request.maxPrice) : t('card.noLimit')],
            [t('fields.requiredRooms'), String(request.requiredRooms)],
            [t('fields.squareMeters'), t('card.size', { size: request.squareMeters })],
            [t('fields.numberOfResidents'), String(request.numberOfResidents)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted/60 px-3 py-2.5">
              <p className="text-xs text-muted-foreground">{label}</p>
              <p className="mt-0.5 text-base font-semibold tabular-nums">{value}</p>
            </div>
          ))}
        </div>
      </Card>

      <RequestFiles request={request} />

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <Facts title={owner ? t('form.aboutYou') : t('details.person')}>
          <Fact label={t('fields.email')} wide>
            <a className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={`mailto:${request.email}`}>
              <Mail className="size-3.5" aria-hidden="true" />
              {request.email}
            </a>
          </Fact>
          <Fact label={t('fields.telephone')}>
            <a className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={`tel:${request.telephone.replace(/\s+/g, '')}`}>
              <Phone className="size-3.5" aria-hidden="true" />
              {request.telephone}
            </a>
          </Fact>
          <Fact label={t('fields.nationality')}>{request.nationality}</Fact>
          <Fact label={t('fields.relationshipStatus')}>{t(`common:relationship.${request.relationshipStatus}`)}</Fact>
          <Fact label={t('fields.profession')}>{request.profession}</Fact>
        </Facts>
        <Facts title={t('form.household')}>
          <Fact label={t('fields.numberOfResidents')}>{request.numberOfResidents}</Fact>
          <Fact label={t('fields.numberOfChildren')}>{request.numberOfChildren}</Fact>
          <Fact label={t('fields.numberOfVehicles')}>{request.numberOfVehicles}</Fact>
          <Fact label={t('fields.childrenInfo')} wide>
            {request.childrenInfo}
          </Fact>
          <Fact label={t('fields.animalsInfo')} wide>
            {request.animalsInfo}
          </Fact>
        </Facts>
        <Facts title={t('form.wishes')}>
          <Fact label={t('fields.propertyType')}>{t(`propertyType.${request.propertyType}`)}</Fact>
          <Fact label={t('fields.numberOfBathrooms')}>{request.numberOfBathrooms}</Fact>
          <Fact label={t('fields.maxPrice')}>{request.maxPrice > 0 ? euros(request.maxPrice) : t('card.noLimit')}</Fact>
          <Fact label={t('fields.additionalCost')}>{euros(request.additionalCost)}</Fact>
          {REQUEST_FLAGS.map((flag) => (
            <Fact key={flag} label={t(`fields.${flag}`)}>
              <YesNo value={request[flag]} />
            </Fact>
          ))}
          <Fact label={t('fields.residentialPreferences')} wide>
            {request.residentialPreferences}
          </Fact>
        </Facts>
        <Facts title={t('form.targetArea')}>
          <Fact label={t('area.city')}>{request.targetCity}</Fact>
          {/* Several towns share a name ("Halle" lies in three states): the state says which. */}
          <Fact label={t('area.state')}>{request.targetState}</Fact>
          <Fact label={t('area.postalCodes')}>{request.targetPostalCode.join(', ')}</Fact>
          <Fact label={t('area.radius')}>{request.radius > 0 ? t('area.radiusKm', { km: request.radius }) : t('area.radiusNone')}</Fact>
          <Fact label={t('fields.targetAddress')}>{request.targetAddress.join('\n')}</Fact>
          <Fact label={t('fields.currentPostalCode')}>{request.currentPostalCode}</Fact>
          <Fact label={t('fields.currentAddress')}>{request.currentAddress}</Fact>
          <Fact label={t('fields.notes')} wide>
            {request.notes}
          </Fact>
        </Facts>
      </div>
    </div>
  );
}

/** /tenant-request-details/:id */
export function RequestDetailsPage() {
  const { id } = useParams();
  const request = useRequest(id);
  const user = useCurrentUser().data;
  const backTo = user?.role === 'contractor' ? '/all-tenant-requests' : '/my-requests';
  if (request.isPending) return <PageSkeleton />;
  if (request.isError) return <RequestUnavailable error={request.error} backTo={backTo} />;
  return <RequestDetails request={request.data} />;
}
