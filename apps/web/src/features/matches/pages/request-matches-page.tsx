import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../components/listings/property-texts';
import { PropertyCard } from '../../../components/listings/property-card';
import { usePageParams } from '../../../components/pagination-params';
import { useRequest } from '../../requests';
import { TargetAreaMap } from '../../areas';
import '../i18n';
import { useRequestMatches } from '../api/matches';
import { MatchPageShell } from '../components/match-page-shell';

/** /tenant-request-details/:id/matches — "Matching properties": the listings that fit the owner's request. */
export function RequestMatchesPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('matches');
  const { page, pageSize } = usePageParams();
  const request = useRequest(id);
  const matches = useRequestMatches(id, { page, pageSize });
  const area = request.data ? (request.data.targetCity ?? request.data.targetPostalCode.join(', ')) : '';
  return (
    <MatchPageShell
      backTo={`/tenant-request-details/${id}`}
      backLabel={t('back.request')}
      subject={area ? t('subject.request', { area }) : undefined}
      intro={t('intro.request')}
      emptyTitle={t('empty.requestTitle')}
      emptyText={t('empty.requestText')}
      query={matches}
      keyOf={(item) => item.property.id}
      cardColumn="md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]"
      card={(item) => <PropertyCard property={item.property} />}
      extra={
        request.data ? (
          <TargetAreaMap
            area={{
              city: request.data.targetCity,
              state: request.data.targetState,
              postalCodes: request.data.targetPostalCode,
              radiusKm: request.data.radius,
            }}
          />
        ) : null
      }
    />
  );
}
