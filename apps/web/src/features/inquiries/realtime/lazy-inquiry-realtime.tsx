import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '../../../lib/after-page-load';

// socket.io-client, the contract's event schemas and the handlers arrive after the page has loaded, in
// their own chunk; the layout (and the router's preload list in the entry) stay small, and the first page's
// scripts and photos do not wait behind them.
const InquiryRealtime = lazy(() => import('./inquiry-realtime').then((m) => ({ default: m.InquiryRealtime })));

/** The dashboard's live connection, loaded on demand once the page has loaded. */
export function LazyInquiryRealtime({ userId }: { userId: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPageLoad().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <InquiryRealtime userId={userId} />
    </Suspense>
  );
}
