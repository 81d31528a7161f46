import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from './route-title';

/** Top of the tree: page title for every route and a thin progress bar while a lazy page loads. */
export function RootLayout() {
  useRouteTitle();
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t('loading')}
          className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
        >
          <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
