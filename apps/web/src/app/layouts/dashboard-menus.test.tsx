import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { fakeApi, json, makeUser, storeSession } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function signIn(role: 'client' | 'contractor') {
  storeSession();
  fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser({ role })) });
}

describe('dashboard menus', () => {
  it('opens the sidebar with the Dashboard group and leads a tenant to the request form as "My Form"', async () => {
    signIn('client');
    await renderApp('/change-password', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const groups = within(nav).getAllByRole('list');
    expect(groups[0].previousElementSibling).toHaveTextContent('Dashboard');
    expect(within(groups[0]).getByRole('link', { name: 'My Form' })).toHaveAttribute('href', '/add-tenant');
  });

  it('names the groups in German', async () => {
    signIn('client');
    await renderApp('/change-password', 'de');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByText('Übersicht')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Mein Formular' })).toHaveAttribute('href', '/add-tenant');
  });

  it('gives a landlord no "My Form"', async () => {
    signIn('contractor');
    await renderApp('/change-password', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Dashboard')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Form' })).not.toBeInTheDocument();
  });

  it('holds Change Password, theme and language under Settings in the user menu', async () => {
    signIn('client');
    const { user, router } = await renderApp('/profile-view', 'de');
    await user.click(await screen.findByRole('button', { name: 'Anna Berg, Benutzermenü' }));
    const settings = await screen.findByRole('group', { name: 'Einstellungen' });

    await user.click(within(settings).getByRole('menuitemradio', { name: 'Dunkel' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    // Choosing a language keeps the menu open, now in that language.
    await user.click(within(settings).getByRole('menuitemradio', { name: 'English' }));
    expect(i18n.resolvedLanguage).toBe('en');
    const english = await screen.findByRole('group', { name: 'Settings' });
    expect(within(english).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(english).getByRole('menuitem', { name: 'Change Password' }));
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('carries the unread inquiries on the menu button, for phones whose bar has no inquiries icon', async () => {
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ role: 'contractor' })),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 3 }),
    });
    await renderApp('/change-password', 'de');
    const menu = await screen.findByRole('button', { name: /^Menü öffnen/ });
    await waitFor(() => expect(menu.querySelector('[data-unread-badge]')).toHaveTextContent('3'));
    // Wider screens keep the icon link with its own count.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Anfragen, 3 ungelesene Nachrichten' }),
    ).toHaveAttribute('href', '/all-inquiries');
  });
});
