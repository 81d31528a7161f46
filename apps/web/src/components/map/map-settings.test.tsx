import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi, json } from '../../../test/fake-api';
import { useMapStyle } from './map-settings';

function ShownStyle() {
  return <p>{useMapStyle() ?? 'none yet'}</p>;
}

describe('the map style follows the page theme', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
    vi.restoreAllMocks();
  });

  it('light tiles on a light page, dark ones on a dark page, switched as the theme changes', async () => {
    const api = fakeApi({
      'GET /api/map/settings': () =>
        json(200, { styleUrl: 'https://maps.test/light.json', styleDarkUrl: 'https://maps.test/dark.json' }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShownStyle />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('https://maps.test/light.json')).toBeInTheDocument();
    act(() => document.documentElement.classList.add('dark'));
    expect(await screen.findByText('https://maps.test/dark.json')).toBeInTheDocument();
    act(() => document.documentElement.classList.remove('dark'));
    expect(await screen.findByText('https://maps.test/light.json')).toBeInTheDocument();
    // The settings are asked for once; the theme only picks between them.
    expect(api.to('GET /api/map/settings')).toHaveLength(1);
  });
});
