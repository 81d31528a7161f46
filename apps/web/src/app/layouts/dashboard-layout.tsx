import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useLogout } from '../../features/auth';
import { homePathFor, useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';
import { useWideScreen } from '../../lib/use-media-query';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { Logo } from '../../components/logo';
import { SiteFooter } from '../../components/site-footer';
import { LazyInquiryRealtime } from '../../features/inquiries';
import { useRouteTitle } from '../route-title';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import {
  CONTENT_COLUMN,
  LAYOUT,
  MAIN,
  PAGE_WIDTH,
  SIDEBAR,
  SIDEBAR_HEAD,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
} from './dashboard-frame';

const COLLAPSED_KEY = 'sidebar-collapsed';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  // RequireAuth renders this only once the user is loaded.
  const user = useCurrentUser().data!;
  const title = useRouteTitle();
  const location = useLocation();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useWideScreen();
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
    <div className={LAYOUT}>
      {/* The live connection (inquiries, document access); keyed so a new user gets a new socket. */}
      <LazyInquiryRealtime key={user.id} userId={user.id} />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      {/* Below 1024 px the menu is the drawer: the sidebar is drawn only where it stands. */}
      {wide ? (
        <aside className={cn(SIDEBAR, collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH)}>
          <div className={cn(SIDEBAR_HEAD, collapsed ? 'justify-center' : 'justify-between')}>
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
      ) : null}

      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent
          side="sheet-left"
          closeLabel={t('nav.closeMenu')}
          aria-describedby={undefined}
          className="bg-sidebar"
        >
          <div className={SIDEBAR_HEAD}>
            <DialogTitle asChild>
              <span>
                <Logo />
              </span>
            </DialogTitle>
          </div>
          <SidebarNav role={user.role} onLogout={onLogout} loggingOut={logout.isPending} />
        </DialogContent>
      </Dialog>

      <div className={CONTENT_COLUMN}>
        <TopBar user={user} title={title} onOpenMenu={() => setDrawerOpen(true)} onLogout={onLogout} />
        <main id="main" tabIndex={-1} className={MAIN}>
          <div className={PAGE_WIDTH}>
            <Outlet />
          </div>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
