import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { IdentityStep } from './identity-step';

// Step 1 of the savings withdrawal: a failed attempt at the security questions says pass or fail
// only (never how many answers were right), and a refusal of the ID check past the member's
// budget shows the server's words (call the contact centre).

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = {
  status: 'open',
  validUntil: null,
  lockedUntil: null,
  attemptsLeft: 3,
  message: 'Answer at least three of the four security questions correctly to continue.',
};
const passed = {
  status: 'passed',
  validUntil: '2026-11-25T10:30:00.000Z',
  lockedUntil: null,
  attemptsLeft: null,
  message: 'You answered the security questions correctly. This is valid until 12:30.',
};
const questions = ['q1', 'q2', 'q3', 'q4'].map((id) => ({
  id,
  text: `Question ${id}?`,
  options: ['a', 'b', 'c', 'd'].map((option) => ({ id: option, text: `${id} option ${option}` })),
}));

describe('IdentityStep', () => {
  it('says a failed attempt failed, without a count of right answers', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/KBA/CheckMemberStatus': { success: true, memberStatus: open },
      'GET /api/KBA/GetRequestId': { success: true, requestId: 'r-1' },
      'GET /api/KBA/GetQuestions': { success: true, questions },
      'POST /api/KBA/PostAnswers': {
        success: true,
        passed: false,
        memberStatus: {
          ...open,
          attemptsLeft: 2,
          message: 'You have 2 attempts left before claims are locked for 24 hours.',
        },
      },
    });
    renderWithProviders(<IdentityStep idVerified={false} onVerified={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Start the questions' }));
    const form = await screen.findByRole('form', { name: 'Security questions' });
    for (const question of questions)
      await user.click(within(form).getByRole('radio', { name: `${question.id} option a` }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answers were not accepted');
    expect(alert.textContent).toContain(
      'You have 2 attempts left before claims are locked for 24 hours.',
    );
    expect(alert.textContent).not.toMatch(/\d+ of \d+|undefined/);
  });

  it('shows the server’s words when the ID checks allowed are used up, and names the draft', async () => {
    const user = userEvent.setup();
    const message =
      'You have tried to verify your ID number for this claim as many times as we allow online. Please call our contact centre on 0860 000 000, Monday to Friday 08:00 to 17:00, and we will help you with your claim.';
    const calls = stubApi({
      'GET /api/KBA/CheckMemberStatus': { success: true, memberStatus: passed },
      'POST /api/TwoPot/IdVerification': () =>
        jsonResponse({ success: false, code: 'RATE_LIMITED', message }, 429),
    });
    renderWithProviders(
      <IdentityStep
        idVerified={false}
        webTransactionNo="WT0123456789ABCDEF"
        onVerified={() => undefined}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'ID number' }), '8001015009087');
    await user.click(screen.getByRole('button', { name: 'Verify my ID number' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('IdVerification'))?.body).toEqual({
        idNumber: '8001015009087',
        webTransactionNo: 'WT0123456789ABCDEF',
      }),
    );
  });
});
