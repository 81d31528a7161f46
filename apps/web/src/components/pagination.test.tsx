import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../lib/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Pagination, pageSizeFrom } from './pagination';
import { usePageParams } from './pagination-params';

/** A list of `total` rows driven by the component the way pages do (size change → page 1). */
function List({ total, startPage = 1 }: { total: number; startPage?: number }) {
  const [page, setPage] = useState(startPage);
  const [pageSize, setPageSize] = useState(10);
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

describe('pagination', () => {
  it('shows the range and the page, moves first/previous/next/last and changes rows per page (German)', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    render(<List total={45} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByText('1–10 von 45 · Seite 1 von 5')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Erste Seite' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    expect(within(nav).getByText('11–20 von 45 · Seite 2 von 5')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Letzte Seite' }));
    expect(within(nav).getByText('41–45 von 45 · Seite 5 von 5')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Erste Seite' }));
    expect(within(nav).getByText('1–10 von 45 · Seite 1 von 5')).toBeInTheDocument();

    const rows = within(nav).getByRole('combobox', { name: 'Zeilen pro Seite' });
    expect(
      within(rows)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    await user.selectOptions(rows, '50');
    expect(within(nav).getByText('1–45 von 45 · Seite 1 von 1')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  });

  it('speaks English and goes back to the last page when the list shrank under the current page', async () => {
    await i18n.changeLanguage('en');
    render(<List total={12} startPage={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(await within(nav).findByText('11–12 of 12 · Page 2 of 2')).toBeInTheDocument();
    expect(within(nav).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('keeps page and rows per page in the URL, next to the page’s other parameters', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    function UrlList() {
      const paging = usePageParams();
      return <Pagination {...paging} total={120} />;
    }
    const router = createMemoryRouter([{ path: '/list', Component: UrlList }], {
      initialEntries: ['/list?sort=rent&page=2&pageSize=20'],
    });
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByText('21–40 von 120 · Seite 2 von 6')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    expect(router.state.location.search).toBe('?sort=rent&page=3&pageSize=20');
    await user.selectOptions(within(nav).getByRole('combobox', { name: 'Zeilen pro Seite' }), '50');
    expect(router.state.location.search).toBe('?sort=rent&page=1&pageSize=50');
    expect(within(nav).getByText('1–50 von 120 · Seite 1 von 3')).toBeInTheDocument();
  });

  it('reads a page size from the URL, falling back to 10', () => {
    expect(pageSizeFrom('20')).toBe(20);
    expect(pageSizeFrom('50')).toBe(50);
    expect(pageSizeFrom('15')).toBe(10);
    expect(pageSizeFrom(null)).toBe(10);
  });
});
