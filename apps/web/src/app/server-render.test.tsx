import { AMOUNT_PRIVACY_STORAGE_KEY, USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { describe, expect, it } from 'vitest';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import {
  aFund,
  aPortalConfig,
  aProfile,
  aRetailFund,
  allFeatures,
  signedInSession,
} from '@/testing/fixtures';
import { aNotice, aNoticesAnswer, aStatementNotice } from '@/features/inbox/testing/inbox-fixtures';
import { nominationResponse } from '@/features/nominations/testing/nomination-fixtures';
import {
  aFundProjection,
  aProjectionsAnswer,
} from '@/features/projection/testing/projection-fixtures';
import { aConfirmation } from '@/features/profile/testing/details-confirmation-fixtures';
import { memberPageCalls } from '@portal/contract/pages';
import { renderMemberPage } from './server-render';
import type { PageAnswer } from './server-render';

// DESIGN §1c: the server draws a signed-in page from the answers it asked its API for, with the
// page's own routes and queries; the browser hydrates from the state sent with it.

const RAND_AMOUNT = /R\s?\d/;

/** The answers of a member's dashboard, as the server's API gives them. */
function dashboardAnswers({
  userType = 'Institutional',
  funds = [aFund()],
}: { userType?: 'Institutional' | 'Retail' | 'Hybrid'; funds?: unknown[] } = {}): PageAnswer[] {
  const ok = (url: string, body: unknown): PageAnswer => ({ url, status: 200, body });
  return [
    ok('/auth/session', signedInSession),
    ok(
      '/api/Config',
      aPortalConfig({ features: { ...aPortalConfig().features, ...allFeatures(true) } }),
    ),
    ok('/api/Profile/GetProfileDetails', { success: true, profile: aProfile({ userType }) }),
    // The header's inbox link (every signed-in page's frame).
    ok('/api/Inbox/GetUnreadCount', { success: true, unread: 3 }),
    ok('/api/Notice/GetNoticeToDisplay', { isSuccess: true, result: [] }),
    ok('/api/Fund/Internal', { success: true, internalFunds: funds }),
    ok('/api/Fund/GetInternalPolicies', { success: true, policies: [], nobCovers: [] }),
    ok('/api/Fund/GetExternalFunds', { success: true, externalFunds: [] }),
    ok('/api/Nomination', nominationResponse([])),
    // The Retirement income card (its fund named apart from the funds' cards).
    ok(
      '/api/Projection',
      aProjectionsAnswer([aFundProjection({ productName: 'Baobab Pension Fund' })]),
    ),
    // An employer's contributions that have not reached the fund (none here).
    ok('/api/Contributions/GetArrears', { success: true, arrears: [] }),
    // The yearly confirmation of contact details and beneficiaries (not asked for now).
    ok('/api/Profile/GetDetailsConfirmation', {
      success: true,
      confirmation: aConfirmation({ isDue: false }),
    }),
  ];
}

function draw(answers: PageAnswer[], cookie = '') {
  return renderMemberPage({ path: '/dashboard', cookie, nonce: 'n0nce', isPhone: false, answers });
}

describe('a signed-in page drawn on the server', () => {
  it("draws the dashboard with the member's funds, and sends the state it was drawn from", async () => {
    const { markup, state, title } = await draw(dashboardAnswers());
    expect(title).toBe(`Dashboard - ${aPortalConfig().portalName}`);
    expect(markup).toContain(aFund().fullproductname);
    // The fund card's amount, with its places to wrap between groups (Money's wrapsByGroup).
    expect(markup).toMatch(/R\s<wbr\/>1\s<wbr\/>234\s<wbr\/>567\.89/);
    expect(markup.replaceAll('<wbr/>', '')).toMatch(/R\s1\s234\s567\.89/);
    expect(markup).toContain('Thandiwe Mokoena');
    // The header's inbox link with its count, as the browser's first render draws it.
    expect(markup).toContain('aria-label="Inbox, 3 unread"');
    // Drawn whole: the dashboard's skeleton gives way once every region's data is in.
    expect(markup).not.toContain('display:none');
    // Mantine's style element carries the answer's nonce.
    expect(markup).toMatch(/<style[^>]*nonce="n0nce"/);
    expect(state.calls).toEqual(
      expect.arrayContaining(['/auth/session', '/api/Config', '/api/Fund/Internal']),
    );
    const keys = state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.length).toBe(state.calls.length);
    expect(state.router.loaderData).toBeTruthy();
  });

  it('draws no amount when the member has hidden them (the privacy cookie)', async () => {
    const { markup } = await draw(dashboardAnswers(), `${AMOUNT_PRIVACY_STORAGE_KEY}=true`);
    expect(markup).toContain(aFund().fullproductname);
    expect(markup).toContain(HIDDEN_AMOUNT);
    expect(markup).not.toMatch(RAND_AMOUNT);
  });

  it("draws a hybrid member's page in the view the cookie keeps", async () => {
    const answers = dashboardAnswers({ userType: 'Hybrid', funds: [aFund(), aRetailFund()] });
    const institutional = await draw(answers);
    expect(institutional.markup).toContain('data-view="Institutional"');
    const retail = await draw(answers, `${USER_TYPE_STORAGE_KEY}=Retail`);
    expect(retail.markup).toContain('data-view="Retail"');
    expect(retail.markup).not.toContain('>Claims<');
  });

  it('draws a call that failed, or that it has no answer for, as waiting, and leaves it out of the state', async () => {
    // (The dashboard keeps its skeleton up until the funds are in.)
    const answers = dashboardAnswers().map((answer) =>
      answer.url === '/api/Fund/Internal'
        ? { ...answer, status: 404, body: { success: false, code: 'NOT_FOUND', message: 'x' } }
        : answer,
    );
    const failed = await draw(answers);
    expect(failed.state.calls).not.toContain('/api/Fund/Internal');
    expect(failed.markup).not.toContain(aFund().fullproductname);
    expect(failed.state.calls).toContain('/auth/session');

    const unanswered = await draw(
      dashboardAnswers().filter((answer) => answer.url !== '/api/Fund/Internal'),
    );
    expect(unanswered.state.calls).not.toContain('/api/Fund/Internal');
    expect(unanswered.markup).not.toContain(aFund().fullproductname);
  });

  it('asks the API for a call it has no answer for, and draws the answer', async () => {
    const all = dashboardAnswers();
    const asked: string[] = [];
    const drawn = await renderMemberPage({
      path: '/dashboard',
      cookie: '',
      nonce: 'n0nce',
      isPhone: false,
      answers: all.filter((answer) => answer.url !== '/api/Fund/Internal'),
      ask: async (url) => {
        asked.push(url);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const answer = all.find((candidate) => candidate.url === url);
        if (!answer) throw new Error(`no answer for ${url}`);
        return answer;
      },
    });
    expect(asked).toEqual(['/api/Fund/Internal']);
    expect(drawn.markup).toContain(aFund().fullproductname);
    expect(drawn.state.calls).toContain('/api/Fund/Internal');
  });

  it('draws a call whose asking failed as waiting, and leaves it out of the state', async () => {
    const drawn = await renderMemberPage({
      path: '/dashboard',
      cookie: '',
      nonce: 'n0nce',
      isPhone: false,
      answers: dashboardAnswers().filter((answer) => answer.url !== '/api/Fund/Internal'),
      ask: () => Promise.reject(new Error('the API is away')),
    });
    expect(drawn.markup).not.toContain(aFund().fullproductname);
    expect(drawn.state.calls).not.toContain('/api/Fund/Internal');
  });

  it("asks, for fund details, whether the fund is a Glacier plan while the hub's flag is on", async () => {
    // Answered with the page, its arrival does not draw the whole page again once it is shown.
    async function askedFor(glacierHubFlyover: boolean): Promise<string[]> {
      const features = { ...allFeatures(true), glacierHubFlyover };
      const frame = dashboardAnswers().map((answer) =>
        answer.url === '/api/Config'
          ? {
              ...answer,
              body: aPortalConfig({ features: { ...aPortalConfig().features, ...features } }),
            }
          : answer,
      );
      // The page's own first calls are answered with the document (here: failed, drawn waiting);
      // what is asked during the render is what follows from the configuration.
      const answers = (memberPageCalls('/fund-details/S1') ?? []).map(
        (url) =>
          frame.find((answer) => answer.url === url) ?? {
            url,
            status: 500,
            body: { success: false },
          },
      );
      const asked: string[] = [];
      await renderMemberPage({
        path: '/fund-details/S1',
        cookie: '',
        nonce: 'n0nce',
        isPhone: false,
        answers,
        // Each call takes the API a moment, as it does; none is answered here.
        ask: async (url) => {
          asked.push(url);
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('not answered here');
        },
      });
      return asked;
    }
    expect(await askedFor(true)).toContain('/api/Fund/GetGlacierInfo/S1');
    expect(await askedFor(false)).not.toContain('/api/Fund/GetGlacierInfo/S1');
  });

  it('fails (the browser then draws the page) when the member is not signed in', async () => {
    const answers = dashboardAnswers().map((answer) =>
      answer.url === '/auth/session' ? { ...answer, body: { authenticated: false } } : answer,
    );
    const { markup } = await draw(answers);
    // The guard sends a visitor to sign in: nothing of the member's is drawn.
    expect(markup).not.toContain(aFund().fullproductname);
  });
});

describe('the inbox drawn on the server', () => {
  /** The frame's answers and the inbox's first page, as the server asks for them. */
  function inboxAnswers(): PageAnswer[] {
    const frame = dashboardAnswers();
    const notices: PageAnswer = {
      url: '/api/Inbox/GetNotices?page=1',
      status: 200,
      body: aNoticesAnswer([aNotice(), aStatementNotice()]),
    };
    return (memberPageCalls('/inbox') ?? []).map(
      (url) => frame.find((answer) => answer.url === url) ?? { ...notices, url },
    );
  }

  it("draws the member's notices, newest first, with the header's count", async () => {
    const { markup, title, state } = await renderMemberPage({
      path: '/inbox',
      cookie: '',
      nonce: 'n0nce',
      isPhone: true,
      answers: inboxAnswers(),
    });
    expect(title).toBe(`Inbox - ${aPortalConfig().portalName}`);
    expect(state.calls).toContain('/api/Inbox/GetNotices?page=1');
    expect(state.calls).toContain('/api/Inbox/GetUnreadCount');
    const paid = markup.indexOf('Your savings withdrawal was paid');
    expect(paid).toBeGreaterThan(-1);
    expect(markup.indexOf('Your annual statement is ready')).toBeGreaterThan(paid);
    expect(markup).toContain('2 notices, 1 unread');
    expect(markup).toContain('aria-label="Inbox, 3 unread"');
    // A folded notice's text is drawn hidden, with its link to the portal's page.
    expect(markup).toContain('href="/claims/W123"');
  });

  it('asks for the search and category in the address, and hides amounts in notices when told', async () => {
    const asked: string[] = [];
    const { markup } = await renderMemberPage({
      path: '/inbox?q=paid&category=claims',
      cookie: `${AMOUNT_PRIVACY_STORAGE_KEY}=true`,
      nonce: 'n0nce',
      isPhone: false,
      answers: inboxAnswers(),
      ask: async (url) => {
        asked.push(url);
        return { url, status: 200, body: aNoticesAnswer([aNotice()], { unread: 3 }) };
      },
    });
    expect(asked).toEqual(['/api/Inbox/GetNotices?search=paid&category=claims&page=1']);
    expect(markup).toContain('1 matching notice, 3 unread in all');
    expect(markup).toContain(HIDDEN_AMOUNT);
    expect(markup).not.toMatch(RAND_AMOUNT);
  });
});
