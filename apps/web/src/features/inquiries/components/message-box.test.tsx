import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../lib/i18n';
import { MessageBox } from './message-box';

async function setup(onSend = vi.fn(async () => undefined), language: 'de' | 'en' = 'en') {
  await i18n.changeLanguage(language);
  const user = userEvent.setup();
  render(<MessageBox onSend={onSend} />);
  return {
    user,
    onSend,
    box: screen.getByRole('textbox', { name: language === 'en' ? 'Your message' : 'Deine Nachricht' }),
  };
}

describe('message box', () => {
  it('sends with Enter and empties itself; Shift+Enter starts a new line instead', async () => {
    const { user, onSend, box } = await setup();
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}is it still free?');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Hello\nis it still free?');

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Hello\nis it still free?');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('does not send an empty or blank message', async () => {
    const { user, onSend, box } = await setup();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps the text when sending fails, for another try', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('offline');
    });
    const { user, box } = await setup(onSend);
    await user.type(box, 'Are pets allowed?{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(box).toHaveValue('Are pets allowed?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('counts characters and refuses more than 5,000 with the specification-side message', async () => {
    const { user, onSend, box } = await setup();
    expect(screen.getByText('0 / 5,000 characters')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(5000) } });
    expect(screen.getByText('5,000 / 5,000 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A message can have at most 5,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('speaks German by default', async () => {
    const { box } = await setup(undefined, 'de');
    expect(box).toHaveAttribute('placeholder', 'Nachricht schreiben…');
    expect(screen.getByText('0 / 5.000 Zeichen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
  });
});
