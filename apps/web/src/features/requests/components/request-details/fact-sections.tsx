import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Mail, Phone, X } from 'lucide-react';
import { REQUEST_FLAGS, type TenantRequest } from '@mietmatch/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useEuros } from '../../../../components/listings/request-text';

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
      <dd className="mt-1 whitespace-pre-line break-words text-sm">
        {empty ? <span className="text-muted-foreground">{t('details.notGiven')}</span> : children}
      </dd>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <span className="inline-flex items-center gap-1.5">
      {value ? (
        <Check className="size-4 text-success" aria-hidden="true" />
      ) : (
        <X className="size-4 text-muted-foreground" aria-hidden="true" />
      )}
      {value ? t('search.yes') : t('search.no')}
    </span>
  );
}

const contactLink = 'inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline';

function PersonFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation(['requests', 'common']);
  return (
    <Facts title={request.fileAccess === 'owner' ? t('form.aboutYou') : t('details.person')}>
      <Fact label={t('fields.email')} wide>
        <a className={contactLink} href={`mailto:${request.email}`}>
          <Mail className="size-3.5" aria-hidden="true" />
          {request.email}
        </a>
      </Fact>
      <Fact label={t('fields.telephone')}>
        <a className={contactLink} href={`tel:${request.telephone.replace(/\s+/g, '')}`}>
          <Phone className="size-3.5" aria-hidden="true" />
          {request.telephone}
        </a>
      </Fact>
      <Fact label={t('fields.nationality')}>{request.nationality}</Fact>
      <Fact label={t('fields.relationshipStatus')}>{t(`common:relationship.${request.relationshipStatus}`)}</Fact>
      <Fact label={t('fields.profession')}>{request.profession}</Fact>
    </Facts>
  );
}

function HouseholdFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  return (
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
  );
}

function WishFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const euros = useEuros();
  return (
    <Facts title={request.fileAccess === 'owner' ? t('form.wishes') : t('details.wishes')}>
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
  );
}

function AreaFacts({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const radius = request.radius > 0 ? t('area.radiusKm', { km: request.radius }) : t('area.radiusNone');
  return (
    <Facts title={t('form.targetArea')}>
      <Fact label={t('area.city')}>{request.targetCity}</Fact>
      {/* Several towns share a name ("Halle" lies in three states): the state says which. */}
      <Fact label={t('area.state')}>{request.targetState}</Fact>
      <Fact label={t('area.postalCodes')}>{request.targetPostalCode.join(', ')}</Fact>
      <Fact label={t('area.radius')}>{radius}</Fact>
      <Fact label={t('fields.targetAddress')}>{request.targetAddress.join('\n')}</Fact>
      <Fact label={t('fields.currentPostalCode')}>{request.currentPostalCode}</Fact>
      <Fact label={t('fields.currentAddress')}>{request.currentAddress}</Fact>
      <Fact label={t('fields.notes')} wide>
        {request.notes}
      </Fact>
    </Facts>
  );
}

/** Everything the request says, in the form's sections: person, household, wishes, target area. */
export function RequestFactSections({ request }: { request: TenantRequest }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
      <PersonFacts request={request} />
      <HouseholdFacts request={request} />
      <WishFacts request={request} />
      <AreaFacts request={request} />
    </div>
  );
}
