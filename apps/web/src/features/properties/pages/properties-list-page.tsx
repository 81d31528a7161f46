import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { PropertyGridSkeleton } from '../../../components/listings/property-card';

// Each role loads only its own page. A landlord's "My Properties" brings the report and application
// dialogs and with them the contract's schemas; built at import, those cost a tenant's phone ~270 ms of
// main thread on the results page, where none of them is used.
const MyPropertiesPage = lazy(() => import('./my-properties-page').then((m) => ({ default: m.MyPropertiesPage })));
const SearchPropertiesPage = lazy(() =>
  import('./search-properties-page').then((m) => ({ default: m.SearchPropertiesPage })),
);

/** /properties-list: landlords see their own listings ("My Properties"), everyone else searches. */
export function PropertiesListPage() {
  const user = useCurrentUser().data!;
  return (
    <Suspense fallback={<PropertyGridSkeleton />}>
      {user.role === 'contractor' ? <MyPropertiesPage /> : <SearchPropertiesPage />}
    </Suspense>
  );
}
