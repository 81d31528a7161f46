import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { PropertyGridSkeleton } from '../../../components/listings/listing-skeletons';
import { RESULT_GRID, SearchLayoutSkeleton } from '../../../components/listings/search-layout-frame';
import '../../../components/listings/property-texts';

// Each role loads only its own page. A landlord's "My Properties" brings the report and application
// dialogs and with them the contract's schemas; built at import, those cost a tenant's phone ~270 ms of
// main thread on the results page, where none of them is used.
const MyPropertiesPage = lazy(() => import('./my-properties-page').then((m) => ({ default: m.MyPropertiesPage })));
const SearchPropertiesPage = lazy(() =>
  import('./search-properties-page').then((m) => ({ default: m.SearchPropertiesPage })),
);

/**
 * /properties-list: landlords see their own listings ("My Properties"), everyone else searches. While the
 * role's page loads, the search's frame stands in with its intro, the largest text on a phone's screen there.
 */
export function PropertiesListPage() {
  const { t } = useTranslation('properties');
  const user = useCurrentUser().data!;
  if (user.role === 'contractor') {
    return (
      <Suspense fallback={<PropertyGridSkeleton />}>
        <MyPropertiesPage />
      </Suspense>
    );
  }
  return (
    <Suspense
      fallback={
        <SearchLayoutSkeleton intro={t('search.intro')}>
          <PropertyGridSkeleton count={6} className={RESULT_GRID} />
        </SearchLayoutSkeleton>
      }
    >
      <SearchPropertiesPage />
    </Suspense>
  );
}
