import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../lib/i18n';
import { applyTheme, watchSystemTheme } from '../lib/theme';
import { setPrefersDark } from '../../test/match-media';
import { ThemeCycleButton } from './theme-cycle-button';
import { ThemeToggle } from './theme-toggle';

const html = document.documentElement;

describe('theme toggle', () => {
  it('defaults to System and follows the operating system live', async () => {
    setPrefersDark(true);
    applyTheme();
    watchSystemTheme();
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Darstellung: System' })).toBeInTheDocument();
    expect(html).toHaveClass('dark');

    setPrefersDark(false);
    expect(html).not.toHaveClass('dark');
    setPrefersDark(true);
    expect(html).toHaveClass('dark');
  });

  it('stores Light and Dark in localStorage and ignores the OS for them', async () => {
    const user = userEvent.setup();
    setPrefersDark(false);
    watchSystemTheme();
    render(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: 'Darstellung: System' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dunkel' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Darstellung: Dunkel' })).toHaveFocus();

    setPrefersDark(false); // a stored choice is not overridden by the OS
    expect(html).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Darstellung: Dunkel' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dunkel' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Hell' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(html).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Darstellung: Hell' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('closes the menu on Escape (keyboard use)', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    screen.getByRole('button', { name: 'Darstellung: System' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('cycles Light, Dark, System on the public pages', async () => {
    const user = userEvent.setup();
    setPrefersDark(false);
    render(<ThemeCycleButton />);
    await user.click(screen.getByRole('button', { name: 'Darstellung: System' }));
    expect(localStorage.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Darstellung: Hell' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(html).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Darstellung: Dunkel' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(html).not.toHaveClass('dark');
  });
});
