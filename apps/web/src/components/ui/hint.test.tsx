import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Hint } from './hint';

const LABEL = 'Add the first beneficiary of this cover.';

describe('Hint', () => {
  it('draws no bubble until the element is reached, then shows and describes it on hover', async () => {
    renderWithProviders(
      <Hint label={LABEL}>
        <button type="button">Add</button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Add' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(LABEL);
    expect(screen.getByRole('button', { name: 'Add' })).toBe(button);
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(LABEL);

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows on focus, closes with Escape, and keeps the focus and the handlers of its element', async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    renderWithProviders(
      <Hint label={LABEL}>
        <button type="button" onClick={() => clicks.push('add')}>
          Add
        </button>
      </Hint>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Add' });
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe(LABEL);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(clicks).toEqual(['add']);
  });

  it('opens on touch when asked, and closes at the next touch elsewhere', async () => {
    renderWithProviders(
      <>
        <Hint label={LABEL} events={{ hover: true, focus: true, touch: true }}>
          <span tabIndex={0}>i</span>
        </Hint>
        <p>Elsewhere</p>
      </>,
    );
    fireEvent.touchStart(screen.getByText('i'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(LABEL);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
