import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../components/pagination-params';
import { RequestCard } from '../../../components/listings/request-card';
import { SendInquiryButton } from '../../inquiries';
import { useProperty } from '../../../lib/property-query';
import { InviteToViewingButton } from '../../viewings';
import '../i18n';
import { usePropertyMatches } from '../api/matches';
import { MatchPageShell } from '../components/match-page-shell';

/** /property-details/:id/matches — "Matching requests": the tenants the owner's listing fits, best first. */
export function PropertyMatchesPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('matches');
  const { page, pageSize } = usePageParams();
  const property = useProperty(id);
  const matches = usePropertyMatches(id, { page, pageSize });
  return (
    <MatchPageShell
      backTo={`/property-details/${id}`}
      backLabel={t('back.property')}
      subject={property.data?.title}
      intro={t('intro.property')}
      emptyTitle={t('empty.propertyTitle')}
      emptyText={t('empty.propertyText')}
      query={matches}
      keyOf={(item) => item.request.id}
      cardColumn="lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]"
      card={(item) => (
        <RequestCard request={item.request} distanceKm={item.request.distanceKm} top={item.request.topPlacement} />
      )}
      // The inquiry's usual way: an existing conversation opens, else the first message is asked for.
      action={(item) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <SendInquiryButton
            recipientId={item.request.userId}
            recipientName={`${item.request.firstName} ${item.request.lastName}`.trim()}
            subjectType="request"
            subjectId={item.request.id}
            label={t('write')}
            className="w-full sm:w-auto"
          />
          {/* Ranked tenants are invited straight to this listing's viewing slots. */}
          <InviteToViewingButton propertyId={id} tenantId={item.request.userId} className="w-full sm:w-auto" />
        </div>
      )}
    />
  );
}
