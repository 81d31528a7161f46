import { useCurrentUser } from '../../../lib/current-user';
import { MyPropertiesPage } from './my-properties-page';
import { SearchPropertiesPage } from './search-properties-page';

/** /properties-list: landlords see their own listings ("My Properties"), everyone else searches. */
export function PropertiesListPage() {
  const user = useCurrentUser().data!;
  return user.role === 'contractor' ? <MyPropertiesPage /> : <SearchPropertiesPage />;
}
