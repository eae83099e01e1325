import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { faqResponse } from '../testing/fixtures';
import { FaqTab } from './faq-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FaqTab', () => {
  it('shows the questions by category, opens an answer, and filters ignoring case', async () => {
    stubApi({ 'GET /api/PDF/GetAFConnectFAQ': faqResponse() });
    const user = userEvent.setup();
    renderWithProviders(<FaqTab />);

    expect(await screen.findByRole('heading', { name: 'Statements' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tax' })).toBeTruthy();
    const question = screen.getByRole('button', { name: 'What is an on-demand statement?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('It is ready within a few minutes.')).toBeTruthy();

    // 'sars' is in an answer only.
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'sars');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Statements' })).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Where do I find my tax certificate?' }),
    ).toBeTruthy();
    expect(screen.getByText('1 question matches.')).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'pension');
    expect(await screen.findByText('No questions match your search.')).toBeTruthy();
  });

  it('shows an error when the questions cannot be fetched', async () => {
    stubApi({
      'GET /api/PDF/GetAFConnectFAQ': () => jsonResponse({ success: false, afConnectFAQList: [] }),
    });
    renderWithProviders(<FaqTab />);
    expect(
      await screen.findByText(
        'Something went wrong fetching the frequently asked questions. Please try again later.',
      ),
    ).toBeTruthy();
  });
});
