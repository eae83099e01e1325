import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ErrorBoundary, REGION_ERROR_MESSAGE, REGION_ERROR_TITLE } from './error-boundary';

afterEach(() => vi.restoreAllMocks());

let shouldFail = true;
function Flaky() {
  if (shouldFail) throw new Error('boom');
  return <p>Region content</p>;
}

describe('ErrorBoundary', () => {
  it('shows an error panel in place of a failing region, and retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldFail = true;
    renderWithProviders(
      <>
        <p>Rest of the page</p>
        <ErrorBoundary>
          <Flaky />
        </ErrorBoundary>
      </>,
    );

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(REGION_ERROR_TITLE);
    expect(alert.textContent).toContain(REGION_ERROR_MESSAGE);
    expect(screen.getByText('Rest of the page')).toBeTruthy();

    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Region content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
