import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import i18n from '../lib/i18n';
import { Alert, AlertDescription } from './ui/alert';
import { Button } from './ui/button';
import { ConfirmDialog } from './confirm-dialog';

/** A promise the test settles by hand, to look at the dialog while the action runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Remove({ action, done }: { action: () => Promise<void>; done: string[] }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={<Button>Remove</Button>}
      title="Remove the note?"
      description="It cannot be brought back."
      confirmLabel="Remove for good"
      busyLabel="Removing..."
      destructive
      onConfirm={async () => {
        setError(null);
        await action();
        done.push('removed');
      }}
      onError={(failure) => setError((failure as Error).message)}
      error={
        error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null
      }
    />
  );
}

describe('confirm dialog', () => {
  it('asks, stays busy and shut to Escape while the action runs, then closes and gives focus back to the trigger', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const pending = deferred();
    const done: string[] = [];
    render(<Remove action={() => pending.promise} done={done} />);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the note?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be brought back.');
    // The first button takes the focus: a stray Enter cancels rather than deletes.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove for good' }));
    const busy = within(dialog).getByRole('button', { name: 'Removing...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(done).toEqual(['removed']);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('stays open when the action fails, shows the error in its slot and lets the person try again (German)', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    let attempts = 0;
    const done: string[] = [];
    render(
      <Remove
        action={async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('Server not reachable');
        }}
        done={done}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server not reachable');
    expect(within(dialog).getByRole('button', { name: 'Remove for good' })).toBeEnabled();
    expect(done).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove for good' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(done).toEqual(['removed']);
  });

  it('follows `open` from outside, reports Cancel through onOpenChange and gives focus back to what opened it', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    function Outside() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p>{open ? 'asking' : 'closed'}</p>
          <Button onClick={() => setOpen(true)}>Pause account</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Pause the account?"
            description="Nothing is deleted."
            confirmLabel="Pause"
            busyLabel="Pausing..."
            cancelLabel="Keep it"
            onConfirm={async () => {}}
            onError={() => {}}
          />
        </>
      );
    }
    render(<Outside />);
    await user.click(screen.getByRole('button', { name: 'Pause account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the account?' });
    expect(screen.getByText('asking')).toBeInTheDocument();
    // Not destructive: the action is the brand's primary button.
    expect(within(dialog).getByRole('button', { name: 'Pause' }).className).toContain('bg-primary');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause account' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pause account' })).toHaveFocus();
  });
});
