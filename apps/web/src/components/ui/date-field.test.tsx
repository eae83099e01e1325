import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AppModal } from './app-modal';
import { DateField } from './date-field';

// spec 3 §2.11: a date picker inside a modal: Escape closes the open calendar, not the modal.
function DateInModal({ onClose, variant }: { onClose: () => void; variant: 'standard' | 'input' }) {
  const [value, setValue] = useState<string | null>('2026-05-22');
  return (
    <AppModal opened onClose={onClose} title="Wedding calculator" closeOnClickOutside={false}>
      <DateField label="Wedding date" value={value} onChange={setValue} variant={variant} />
    </AppModal>
  );
}

describe('DateField in a modal', () => {
  it.each(['standard', 'input'] as const)(
    'Escape with the calendar open closes only the calendar (%s variant)',
    async (variant) => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      renderWithProviders(<DateInModal onClose={onClose} variant={variant} />);
      // The modal's code loads when it first opens.
      const field =
        variant === 'standard'
          ? await screen.findByRole('button', { name: 'Wedding date' })
          : await screen.findByRole('textbox', { name: 'Wedding date' });
      await user.click(field);
      expect(await screen.findByRole('button', { name: /22 May 2026/ })).toBeTruthy();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('button', { name: /22 May 2026/ })).toBeNull());
      expect(onClose).not.toHaveBeenCalled();

      // With the calendar closed, Escape is the modal's again.
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  it('offers only the pickable days in the calendar but keeps a typed date outside them', async () => {
    const user = userEvent.setup();
    function Birthday() {
      const [value, setValue] = useState<string | null>('2026-05-20');
      return (
        <>
          <DateField
            label="Date of birth"
            value={value}
            onChange={setValue}
            variant="input"
            pickableUntil="2026-05-22"
          />
          <output>{value ?? 'none'}</output>
        </>
      );
    }
    renderWithProviders(<Birthday />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.click(input);
    const pickable = await screen.findByRole('button', { name: /22 May 2026/ });
    const beyond = screen.getByRole('button', { name: /23 May 2026/ });
    expect(pickable.hasAttribute('data-disabled')).toBe(false);
    expect(beyond.hasAttribute('data-disabled')).toBe(true);

    await user.clear(input);
    await user.type(input, '01/06/2026');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('2026-06-01');
  });
});
