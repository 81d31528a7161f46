// The part of pa11y's API the pa11y spec uses (the package ships no types).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export interface Issue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }
  export interface Options {
    browser?: Browser;
    page?: Page;
    ignoreUrl?: boolean;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
  }
  export interface Results {
    documentTitle: string;
    pageUrl: string;
    issues: Issue[];
  }
  export default function pa11y(url: string, options?: Options): Promise<Results>;
}
