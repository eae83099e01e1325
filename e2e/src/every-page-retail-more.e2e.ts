import { afterEach, describe, it } from 'vitest';
import { closeMember, signedIn, visit } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the retail member’s pages beside its products (every-page-retail, every-page-retail-products): its portfolio, tools,
// profile, and where its claims and documents are.

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('retail: portfolio, tools, profile, and where claims and documents are', async () => {
    const page = await signedIn('retail@demo.local');
    for (const address of [
      '/portfolios',
      '/tools-and-calculators',
      '/profile-details',
      '/claims',
      '/statements-and-documents',
      '/inbox',
      '/messages',
    ])
      await visit(page, address);
  });
});
