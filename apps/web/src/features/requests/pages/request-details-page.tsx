import { useParams } from 'react-router';
import type { TenantRequest } from '@mietmatch/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { useRequest } from '../api/request-details';
import { PageSkeleton, RequestUnavailable } from '../components/page-states';
import { RequestFiles } from '../components/request-files';
import { RequestFactSections } from '../components/request-details/fact-sections';
import { RequestSummaryCard } from '../components/request-details/summary-card';
import { ModerationMark } from '../../moderation';
import { ViewingInviteCard } from '../../inquiries';

function RequestDetails({ request, landlord }: { request: TenantRequest; landlord: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      {/* Moderation: only the owner (and admins) receive `moderation`: the removed or restricted mark. */}
      <ModerationMark variant="banner" moderation={request.moderation} decisionId={request.moderationDecisionId} />
      <RequestSummaryCard request={request} />
      {/* A landlord invites the tenant to view one of their own listings. */}
      {landlord ? <ViewingInviteCard tenantId={request.userId} /> : null}
      <RequestFiles request={request} />
      <RequestFactSections request={request} />
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
  return <RequestDetails request={request.data} landlord={user?.role === 'contractor'} />;
}
