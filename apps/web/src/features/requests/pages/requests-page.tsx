import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { PageSkeleton } from '../components/page-states';

// Each role loads only its own page: tenants never download the search, landlords never the list.
const MyRequestsPage = lazy(() => import('./my-requests-page').then((m) => ({ default: m.MyRequestsPage })));
const RequestSearchPage = lazy(() => import('./request-search-page').then((m) => ({ default: m.RequestSearchPage })));

/** /my-requests (tenant: own requests) and /all-tenant-requests (landlord: "Looking For Tenants"). */
export function RequestsPage() {
  const { data: user } = useCurrentUser();
  return <Suspense fallback={<PageSkeleton />}>{user?.role === 'contractor' ? <RequestSearchPage /> : <MyRequestsPage />}</Suspense>;
}
