import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AppModal } from './app-modal';
import { DateField } from './date-field';
import { SelectField } from './select-field';

// Escape and a click outside close only the innermost layer; a modal holding the member's work
// asks before losing it.

function Calculator({
  onClose,
  confirmDiscard = false,
  closeOnClickOutside = true,
  children,
}: {
  onClose: () => void;
  confirmDiscard?: boolean;
  closeOnClickOutside?: boolean;
  children?: ReactNode;
}) {
  const [type, setType] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  return (
    <AppModal
      opened
      onClose={onClose}
      title="Education"
      confirmDiscard={confirmDiscard}
      closeOnClickOutside={closeOnClickOutside}
    >
      <SelectField
        label="Education type"
        options={[
          { value: '1', label: 'University' },
          { value: '2', label: 'High school' },
        ]}
        value={type}
        onChange={setType}
      />
      <DateField label="Start date" variant="input" value={date} onChange={setDate} />
      <TextInput label="Name" />
      {children}
    </AppModal>
  );
}

function overlayOf(dialog: HTMLElement): HTMLElement {
  const root = dialog.closest('.mantine-Modal-root');
  const overlay = root?.querySelector<HTMLElement>('.mantine-Modal-overlay');
  if (!overlay) throw new Error('no overlay');
  return overlay;
}

describe('AppModal layers', () => {
  it('Escape closes an open list first, then the modal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Calculator onClose={onClose} />);
    const select = await screen.findByRole('combobox', { name: 'Education type' });
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'University' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'University' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Education' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the calendar of a typed date (still open after typing), not the modal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Calculator onClose={onClose} />);
    const date = await screen.findByRole('textbox', { name: 'Start date' });
    await user.click(date);
    await user.type(date, '15/02/2027');
    // A whole date typed: the calendar stays open on its month.
    expect(await screen.findByRole('button', { name: /15 February 2027/ })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /15 February 2027/ })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a click outside with a list open closes the list only; the next one the modal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Calculator onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Education' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Education type' }));
    await screen.findByRole('option', { name: 'University' });

    await user.click(overlayOf(dialog));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'University' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(overlayOf(dialog));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape in a modal over another closes the upper one only', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    function Nested() {
      const [isInnerOpen, setIsInnerOpen] = useState(false);
      return (
        <Calculator onClose={onClose}>
          <button type="button" onClick={() => setIsInnerOpen(true)}>
            Start
          </button>
          <AppModal
            opened={isInnerOpen}
            onClose={() => setIsInnerOpen(false)}
            title="Confirm"
            isSecondary
          >
            <button type="button">OK</button>
          </AppModal>
        </Calculator>
      );
    }
    renderWithProviders(<Nested />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('dialog', { name: 'Confirm' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Education' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AppModal discard confirmation', () => {
  it('closes an untouched modal at once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Calculator onClose={onClose} confirmDiscard />);
    await screen.findByRole('dialog', { name: 'Education' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before losing what was typed: Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Calculator onClose={onClose} confirmDiscard />);
    const dialog = await screen.findByRole('dialog', { name: 'Education' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Thandi');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(ask).getByText(/entered details in Education/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // The question is a layer of its own: Escape answers Keep editing.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveProperty('value', 'Thandi');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(overlayOf(dialog));
    const third = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(third).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts a choice from a list as a change', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Calculator onClose={onClose} confirmDiscard />);
    await user.click(await screen.findByRole('combobox', { name: 'Education type' }));
    await user.click(await screen.findByRole('option', { name: 'High school' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
