/*
 * The member layout's frame, shared by the layout itself (dashboard-layout.tsx, top-bar.tsx) and by the frame
 * the build writes into a member page's HTML (member-frame.tsx), so both stand exactly where the other does.
 */

export const LAYOUT = 'flex min-h-dvh';
export const SIDEBAR =
  'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 lg:flex';
export const SIDEBAR_WIDTH = 'w-64';
export const SIDEBAR_WIDTH_COLLAPSED = 'w-[72px]';
export const SIDEBAR_HEAD = 'flex h-16 items-center border-b px-4';
export const CONTENT_COLUMN = 'flex min-w-0 flex-1 flex-col';
export const TOP_BAR =
  'sticky top-0 z-30 flex h-16 items-center gap-1 border-b bg-background/85 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:gap-3 sm:px-6';
/** The menu's button, phones and tablets only (the sidebar stands from 1024 px). */
export const MENU_BUTTON = 'relative size-9 shrink-0 sm:size-10 lg:hidden';
/** A title longer than any today wraps to a second line rather than losing its end to an ellipsis. */
export const PAGE_TITLE =
  'line-clamp-2 min-w-0 flex-1 break-words text-base font-semibold leading-tight tracking-tight sm:text-lg';
/**
 * At least a screen high, so the footer starts below the fold: a page that loads its data would otherwise show
 * the footer first and push it down as the data arrives (a layout shift).
 */
export const MAIN = 'min-h-dvh flex-1 focus-visible:outline-none';
export const PAGE_WIDTH = 'mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 lg:py-10';
