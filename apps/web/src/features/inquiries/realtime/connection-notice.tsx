import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';

/**
 * How long the connection may be gone before we say so: socket.io reconnects within 1–5 s after a
 * short break, and a notice that flashes up and away would only worry people.
 */
const CONNECTION_NOTICE_DELAY_MS = 5000;

/** Reasons for a lost connection that are the network's doing (not ours, not the server's choice). */
const NETWORK_REASONS = ['transport close', 'transport error', 'ping timeout'];

interface WatchedSocket {
  active: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
}

/**
 * Reports (via `onChange`) whether the live connection has been unreachable for a while. Only network
 * failures count: a refused handshake (no plan, an expired token) is handled elsewhere and is no
 * communication problem. Returns the cleanup for its timer.
 */
export function watchConnection(socket: WatchedSocket, onChange: (lost: boolean) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    timer ??= setTimeout(() => onChange(true), CONNECTION_NOTICE_DELAY_MS);
  };
  socket.on('connect', () => {
    clearTimeout(timer);
    timer = undefined;
    onChange(false);
  });
  // socket.io keeps retrying by itself (`active`) only after a transport failure.
  socket.on('connect_error', () => {
    if (socket.active) soon();
  });
  socket.on('disconnect', (reason) => {
    if (NETWORK_REASONS.includes(reason)) soon();
  });
  return () => clearTimeout(timer);
}

/** A calm, lasting line at the bottom of the screen instead of a toast for every failed attempt. */
export function ConnectionNotice() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className={
        'fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full ' +
        'border bg-card px-4 py-2 text-sm text-foreground shadow-lg'
      }
    >
      <WifiOff className="size-4 text-muted-foreground" aria-hidden="true" />
      {t('errors.failedToCommunicate')}
    </div>
  );
}
