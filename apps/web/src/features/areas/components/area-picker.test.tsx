import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../lib/i18n';
import { createQueryClient } from '../../../app/query-client';
import { fakeApi, json } from '../../../../test/fake-api';
import { AreaPicker, EMPTY_AREA, type AreaValue } from './area-picker';
import { AddressPicker, type AddressValue } from './address-picker';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';

function Harness({ onChange }: { onChange: (v: AreaValue) => void }) {
  const [value, setValue] = useState<AreaValue>(EMPTY_AREA);
  return (
    <AreaPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function setup(ui: React.ReactNode) {
  await i18n.changeLanguage('de');
  fakeApi({ 'GET /api/geo/areas': () => json(200, AREA_FIXTURE) });
  const user = userEvent.setup();
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return user;
}

describe('AreaPicker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks a city, postal codes and a radius with the keyboard only', async () => {
    const changes: AreaValue[] = [];
    const user = await setup(<Harness onChange={(v) => changes.push(v)} />);
    const city = await screen.findByRole('combobox', { name: 'Stadt oder Ort' });
    await user.click(city);
    await user.keyboard('neust');
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    // Same-named towns are told apart by their state, which a screen reader hears apart from the place.
    expect(options[0]).toHaveAccessibleName('Neustadt, Hessen');
    expect(options[1]).toHaveAccessibleName('Neustadt, Rheinland-Pfalz');
    expect(city).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(city).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual({ city: 'Neustadt', state: 'Rheinland-Pfalz', postalCodes: [], radius: 0 });
    expect(city).toHaveValue('Neustadt (Rheinland-Pfalz)');
    expect(city).toHaveAttribute('aria-expanded', 'false');

    // Exact names come first; umlauts fold ("munchen" finds München).
    await user.clear(city);
    await user.keyboard('berlin');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Berlin');
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toMatchObject({ city: 'Berlin', state: 'Berlin', postalCodes: [] });

    await user.tab();
    await user.tab();
    const codes = screen.getByRole('button', { name: /Ganzer Ort/ });
    expect(codes).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(changes.at(-1)?.postalCodes).toEqual(['10115']);
    expect(screen.getByRole('button', { name: '10115 entfernen' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Umkreis' }), '10');
    expect(changes.at(-1)).toMatchObject({ city: 'Berlin', postalCodes: ['10115'], radius: 10 });

    await user.click(screen.getByRole('combobox', { name: 'Stadt oder Ort' }));
    await user.keyboard('{Escape}');
    await user.clear(screen.getByRole('combobox', { name: 'Stadt oder Ort' }));
    await user.keyboard('munchen{Enter}');
    expect(changes.at(-1)).toMatchObject({ city: 'München', postalCodes: [] });
  }, 20_000);

  it('AddressPicker finds a postal code and answers place, state and position', async () => {
    const onChange = vi.fn();
    function AddressHarness() {
      const [value, setValue] = useState<AddressValue>({ postalCode: '', city: '', state: '' });
      return (
        <AddressPicker
          value={value}
          error={value.postalCode ? undefined : 'Bitte wähle zuerst eine gültige Adresse aus.'}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const user = await setup(<AddressHarness />);
    const field = await screen.findByRole('combobox', { name: 'PLZ und Ort' });
    expect(field).toHaveAccessibleDescription('Bitte wähle zuerst eine gültige Adresse aus.');
    await user.click(field);
    await user.keyboard('1011');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      postalCode: '10117',
      city: 'Berlin',
      state: 'Berlin',
      lat: 52.51,
      lng: 13.39,
    });
    expect(field).toHaveValue('10117 Berlin');
  }, 20_000);
});
