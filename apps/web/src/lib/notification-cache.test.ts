import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@mietmatch/contract';
import { putNotification } from './notification-cache';

const notification = (type: AppNotification['type']): AppNotification => ({
  id: `n-${type}`,
  type,
  createdAt: new Date().toISOString(),
  readAt: null,
  data: {},
});

/** A client holding a loaded search, request search and saved-search list, none stale. */
function loadedClient() {
  const client = new QueryClient();
  for (const key of [
    ['properties', 'list', { city: 'Berlin' }],
    ['requests', 'search', {}],
    ['saved-searches', 'list', 1, 10],
  ])
    client.setQueryData(key, { items: [] });
  return client;
}
const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0]);

describe('a notification arriving live', () => {
  it('a match makes the open searches and the saved searches’ new counts load again', () => {
    const client = loadedClient();
    putNotification(client, notification('match'));
    expect(stale(client).sort()).toEqual(['properties', 'requests', 'saved-searches']);
  });

  it('a new message leaves the searches as they are', () => {
    const client = loadedClient();
    putNotification(client, notification('newMessage'));
    expect(stale(client)).toEqual([]);
  });
});
