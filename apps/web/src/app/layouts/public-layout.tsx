import { Link, Outlet, useMatches, useSearchParams } from 'react-router';
import { AuthIllustration } from '../../components/auth-illustration';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { ThemeCycleButton } from '../../components/theme-cycle-button';
import { cn } from '../../lib/utils';

export interface PublicRouteHandle {
  /** Wide pages (the plan table) use the whole width instead of form + illustration. */
  wide?: boolean | ((params: URLSearchParams) => boolean);
  /** One centred column without the illustration (the local test checkout). */
  centered?: boolean;
}

export function PublicLayout() {
  const matches = useMatches();
  const [params] = useSearchParams();
  const handles = matches.map((match) => match.handle as PublicRouteHandle | undefined);
  const wide = handles.some((handle) =>
    typeof handle?.wide === 'function' ? handle.wide(params) : Boolean(handle?.wide),
  );
  const centered = !wide && handles.some((handle) => handle?.centered);
  const split = !wide && !centered;
  return (
    <div className={cn('grid min-h-dvh', split && 'lg:grid-cols-2')}>
      <div className="flex min-w-0 flex-col">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <Link
            to="/login"
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            <ThemeCycleButton />
            <LanguageSwitcher />
          </div>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-8 sm:py-10 lg:py-6">
          <div className={cn('w-full', wide ? 'max-w-[1200px]' : centered ? 'max-w-xl' : 'max-w-md')}>
            <Outlet />
          </div>
        </main>
        <SiteFooter stacked={split} />
      </div>
      {split ? (
        <div className="sticky top-0 hidden h-dvh lg:block">
          <div className="flex h-full flex-col">
            <AuthIllustration />
          </div>
        </div>
      ) : null}
    </div>
  );
}
