import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES } from '../src/app/member-pages';
import { KB } from './budget';
import { ROUTE_BUDGETS } from './route-budgets';

// The server names a page's files in the document it sends for the page's address (the budget
// report's `path`), so each address must be one the router draws, written the router's way.
describe('the pages of the byte budget', () => {
  it('give each signed-in page the address the router matches', () => {
    const routerPaths = new Set(MEMBER_PAGES.map((page) => `/${page.path}`));
    const memberBudgets = ROUTE_BUDGETS.filter((budget) => budget.route !== 'landing');
    expect(memberBudgets.length).toBeGreaterThan(10);
    for (const budget of memberBudgets) {
      expect(budget.path, budget.route).toBeDefined();
      expect(routerPaths.has(budget.path ?? ''), `${budget.route}: ${budget.path}`).toBe(true);
    }
  });

  it('name every page the router draws', () => {
    const budgetPaths = new Set(ROUTE_BUDGETS.map((budget) => budget.path));
    for (const page of MEMBER_PAGES) expect(budgetPaths.has(`/${page.path}`), page.path).toBe(true);
  });

  it('hold every signed-in page to a JavaScript limit, most to the 200 KB target', () => {
    const memberBudgets = ROUTE_BUDGETS.filter((budget) => budget.route !== 'landing');
    for (const budget of memberBudgets) {
      expect(budget.maxJsGzipBytes, budget.route).toBeDefined();
    }
    const atTarget = memberBudgets.filter((budget) => budget.maxJsGzipBytes === 200 * KB);
    const atTargetRoutes = atTarget.map((budget) => budget.route);
    for (const route of [
      'dashboard',
      'manage-beneficiaries',
      'funeral-cover',
      'unapproved-life-cover',
    ]) {
      expect(atTargetRoutes, route).toContain(route);
    }
    expect(atTarget.length).toBeGreaterThan(memberBudgets.length / 2);
  });
});
