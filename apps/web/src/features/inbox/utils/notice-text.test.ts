import { describe, expect, it } from 'vitest';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { inboxFiltersFromSearch, inboxPageSearch } from '../hooks/use-inbox-filters';
import { noticeDate, noticeLinkPath, withAmountsHidden } from './notice-text';

// The inbox's formatting and its address: a notice's date in South African time, its amounts
// hidden with the privacy switch, the links it may follow, and the filters an address holds.

describe('noticeDate', () => {
  it.each([
    ['2026-03-05T08:30:00.000+02:00', '5 Mar 2026'],
    // 23:30 UTC is 01:30 the next day in Johannesburg.
    ['2026-03-01T23:30:00.000Z', '2 Mar 2026'],
    ['not a date', 'not a date'],
  ])('writes %s as %s', (createdAt, expected) => {
    expect(noticeDate(createdAt)).toBe(expected);
  });
});

describe('withAmountsHidden', () => {
  it.each([
    [
      'We paid R\u00a012\u00a0500.00 into your account.',
      `We paid ${HIDDEN_AMOUNT} into your account.`,
    ],
    ['less the switch fee of R\u00a050.00.', `less the switch fee of ${HIDDEN_AMOUNT}.`],
    ['a refund of −R\u00a0250.00 today', `a refund of ${HIDDEN_AMOUNT} today`],
    ['R 1 234 567.89 and R 5', `${HIDDEN_AMOUNT} and ${HIDDEN_AMOUNT}`],
    // A reference that holds an R and figures is no amount.
    ['Reference DMA7R 123', 'Reference DMA7R 123'],
  ])('hides the amounts in %j', (text, expected) => {
    expect(withAmountsHidden(text, true)).toBe(expected);
    expect(withAmountsHidden(text, false)).toBe(text);
  });
});

describe('noticeLinkPath', () => {
  it.each([
    ['/claims/W123', '/claims/W123'],
    ['/statements-and-documents?tab=statements', '/statements-and-documents?tab=statements'],
    ['//evil.example/x', undefined],
    ['https://evil.example/x', undefined],
    ['/auth/logout', undefined],
    [undefined, undefined],
  ])('follows %s to %s', (link, expected) => {
    expect(noticeLinkPath(link)).toBe(expected);
  });
});

describe('the inbox address', () => {
  it.each([
    ['', { search: '', category: undefined, page: 1 }],
    ['?q=+paid+&category=claims&page=3', { search: 'paid', category: 'claims', page: 3 }],
    // What the server would refuse is left out rather than sent.
    ['?q=a%00b&category=pension&page=0', { search: 'a b', category: undefined, page: 1 }],
    ['?page=2.5', { search: '', category: undefined, page: 1 }],
    [`?q=${'x'.repeat(150)}`, { search: 'x'.repeat(100), category: undefined, page: 1 }],
  ])('reads %j', (address, expected) => {
    expect(inboxFiltersFromSearch(new URLSearchParams(address))).toEqual(expected);
  });

  it('writes a page with the same search and category, the first page without its number', () => {
    const filters = { search: 'tax certificate', category: 'documents' as const, page: 2 };
    expect(inboxPageSearch(filters, 3)).toBe('?q=tax+certificate&category=documents&page=3');
    expect(inboxPageSearch(filters, 1)).toBe('?q=tax+certificate&category=documents');
    expect(inboxPageSearch({ search: '', category: undefined, page: 2 }, 1)).toBe('');
  });
});
