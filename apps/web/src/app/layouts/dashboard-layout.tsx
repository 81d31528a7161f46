import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useLogout } from '../../features/auth';
import { homePathFor, useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { LazyInquiryRealtime } from '../../features/inquiries';
import { useRouteTitle } from '../route-title';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

const COLLAPSED_KEY = 'sidebar-collapsed';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  // RequireAuth renders this only once the user is loaded.
  const user = useCurrentUser().data!;
  const title = useRouteTitle();
  const location = useLocation();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  // Following a link in the drawer closes it: the path is the trigger, not an input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };
  const onLogout = () => logout.mutate();

  return (
    <div className="flex min-h-dvh">
      {/* The live connection (inquiries, document access); keyed so a new user gets a new socket. */}
      <LazyInquiryRealtime key={user.id} userId={user.id} />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 lg:flex',
          collapsed ? 'w-[72px]' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b px-4', collapsed ? 'justify-center' : 'justify-between')}>
          <Link
            to={homePathFor(user)}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <Logo collapsed={collapsed} />
          </Link>
        </div>
        <SidebarNav role={user.role} collapsed={collapsed} onLogout={onLogout} loggingOut={logout.isPending} />
        <div className={cn('border-t p-3', collapsed && 'flex justify-center')}>
          <Button
            variant="ghost"
            size={collapsed ? 'icon' : 'sm'}
            onClick={toggleCollapsed}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
            className={cn(!collapsed && 'w-full justify-start text-muted-foreground')}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            {collapsed ? null : <span>{t('nav.collapse')}</span>}
          </Button>
        </div>
      </aside>

      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent
          side="sheet-left"
          closeLabel={t('nav.closeMenu')}
          aria-describedby={undefined}
          className="bg-sidebar"
        >
          <div className="flex h-16 items-center border-b px-4">
            <DialogTitle asChild>
              <span>
                <Logo />
              </span>
            </DialogTitle>
          </div>
          <SidebarNav role={user.role} onLogout={onLogout} loggingOut={logout.isPending} />
        </DialogContent>
      </Dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar user={user} title={title} onOpenMenu={() => setDrawerOpen(true)} onLogout={onLogout} />
        {/* At least a screen high, so the footer starts below the fold: a page that loads its data would
            otherwise show the footer first and push it down as the data arrives (a layout shift). */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus-visible:outline-none">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 lg:py-10">
            <Outlet />
          </div>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
