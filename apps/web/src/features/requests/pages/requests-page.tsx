import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { PageSkeleton } from '../components/page-states';
import { loadRequestTranslations } from '../../../lib/request-translations';

// Each role loads only its own page (and the texts): tenants never download the search, landlords
// never the list. The route itself stays tiny, so the start page after login shows its frame at once.
const MyRequestsPage = lazy(() =>
  Promise.all([import('./my-requests-page'), loadRequestTranslations()]).then(([m]) => ({ default: m.MyRequestsPage })),
);
const RequestSearchPage = lazy(() =>
  Promise.all([import('./request-search-page'), loadRequestTranslations()]).then(([m]) => ({
    default: m.RequestSearchPage,
  })),
);

/** /my-requests (tenant: own requests) and /all-tenant-requests (landlord: "Looking For Tenants"). */
export function RequestsPage() {
  const { data: user } = useCurrentUser();
  return (
    <Suspense fallback={<PageSkeleton />}>
      {user?.role === 'contractor' ? <RequestSearchPage /> : <MyRequestsPage />}
    </Suspense>
  );
}
