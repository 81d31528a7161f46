import { lazy, Suspense } from 'react';

// socket.io-client, the contract's event schemas and the handlers arrive after the dashboard has
// painted, in their own chunk; the layout (and the router's preload list in the entry) stay small.
const InquiryRealtime = lazy(() => import('./inquiry-realtime').then((m) => ({ default: m.InquiryRealtime })));

/** The dashboard's live connection, loaded on demand. */
export function LazyInquiryRealtime({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <InquiryRealtime userId={userId} />
    </Suspense>
  );
}
