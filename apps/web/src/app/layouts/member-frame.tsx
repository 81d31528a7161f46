import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Logo } from '../../components/logo';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { placeholderKeys } from '../../lib/list-keys';
import { cn } from '../../lib/utils';
import {
  CONTENT_COLUMN,
  LAYOUT,
  MAIN,
  MENU_BUTTON,
  PAGE_TITLE,
  PAGE_WIDTH,
  SIDEBAR,
  SIDEBAR_HEAD,
  SIDEBAR_WIDTH,
  TOP_BAR,
} from './dashboard-frame';

/**
 * A member's page as the build writes it into that page's HTML (src/prerender): the member layout's frame with
 * the page's title, and the page's own frame inside, nothing of the member. It stands exactly where the layout
 * puts the same things; boot.js shows it to a member whose page it is, and the app takes over once it can draw
 * the same (main.tsx), so a phone shows the page's largest text from the HTML, before any script has run.
 */
export function MemberFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={LAYOUT} aria-busy="true">
      <div className={cn(SIDEBAR, SIDEBAR_WIDTH)}>
        <div className={cn(SIDEBAR_HEAD, 'justify-between')}>
          {/* Inline, as the layout's link to the home page around it, so the logo stands at the same height. */}
          <span>
            <Logo />
          </span>
        </div>
        <div className="flex flex-col gap-2 px-3 py-4">
          {placeholderKeys(7).map((key) => (
            <Skeleton key={key} className="h-9 w-full" />
          ))}
        </div>
      </div>
      <div className={CONTENT_COLUMN}>
        <header className={TOP_BAR}>
          <span className={buttonClasses('ghost', 'icon', MENU_BUTTON)}>
            <Menu aria-hidden="true" />
          </span>
          <h1 className={PAGE_TITLE}>{title}</h1>
          {/* The bell and the member's picture. */}
          <div className="flex shrink-0 items-center gap-2 pr-1">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="size-8 rounded-full" />
          </div>
        </header>
        <main className={MAIN}>
          <div className={PAGE_WIDTH}>{children}</div>
        </main>
      </div>
    </div>
  );
}
