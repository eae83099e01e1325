import { afterEach, describe, it } from 'vitest';
import { closeMember, signedIn, visit } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the institutional member’s pages beside its dashboard and fund (every-page-institutional).

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('institutional: profile, covers, documents, tools, portfolio, inbox, messages', async () => {
    const page = await signedIn('institutional@demo.local');
    for (const address of [
      '/profile-details',
      '/funeral-cover',
      '/unapproved-life-cover',
      '/statements-and-documents?tab=statements',
      '/statements-and-documents?tab=tax-certificates',
      '/statements-and-documents?tab=documents',
      '/statements-and-documents?tab=faq',
      '/tools-and-calculators',
      '/portfolios',
      '/inbox',
      '/messages',
    ])
      await visit(page, address);
  });
});
