import { valueCents } from '@portal/domain/money';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { isBusinessDay } from './business-days';
import { PORTFOLIOS } from './catalogue';
import {
  calendarYears,
  correlation,
  largestDrawdown,
  monthlyReturns,
  priceIn,
  pricesByPortfolio,
  type PricePoint,
} from './fund-book-checks';
import { generateDemoData } from './generate';
import { modelOf, type PortfolioGroup } from './prices';

// Would an actuary believe the demo's markets? Over the unit prices of three seeds as of today
// (docs/decisions/035-a-market-like-south-africas.md): South African shares move together, each
// kind of portfolio has calendar years, a worst year and a largest fall like its ASISA category's
// over 2016–2026, 2018 and the 2020 fall show, cash follows the repo rate, and a US dollar
// portfolio's rand price is its dollar price at that day's rate.

const TODAY = environmentToday();
const SEEDS = [20261122, 7, 424242];

/** Each group's bounds, percent: any calendar year, the worst year, the largest fall. */
const BOUNDS: Record<
  PortfolioGroup,
  { year: [number, number]; worstYear: [number, number]; drawdown: [number, number] }
> = {
  saEquity: { year: [-30, 50], worstYear: [-25, -2], drawdown: [20, 55] },
  property: { year: [-45, 50], worstYear: [-45, -15], drawdown: [40, 75] },
  globalEquity: { year: [-30, 55], worstYear: [-30, -3], drawdown: [12, 45] },
  balanced: { year: [-15, 35], worstYear: [-15, 3], drawdown: [8, 35] },
  conservative: { year: [-8, 25], worstYear: [-8, 5], drawdown: [4, 22] },
  bond: { year: [-8, 25], worstYear: [-5, 8], drawdown: [3, 18] },
  income: { year: [2, 14], worstYear: [2, 8], drawdown: [0, 6] },
  moneyMarket: { year: [3, 9], worstYear: [3, 8], drawdown: [0, 0.01] },
};

describe.each(SEEDS)('the demo markets under seed %i', (seed) => {
  const data = generateDemoData({ members: 12, seed, today: TODAY });
  const byId = pricesByPortfolio(data);
  const series = new Map<string, PricePoint[]>();
  for (const p of data.portfolios) series.set(p.code, byId.get(p.id ?? 0) ?? []);
  const codesOf = (group: PortfolioGroup) =>
    PORTFOLIOS.filter((d) => modelOf(d.code).group === group).map((d) => d.code);
  const listOf = (code: string) => series.get(code) ?? [];
  const firstDate = listOf('AFEQT')[0]?.date ?? '';
  const lastDate = listOf('AFEQT').at(-1)?.date ?? '';

  it('moves the South African equity portfolios together (monthly correlations ≥ 0.7)', () => {
    const equity = codesOf('saEquity');
    expect(equity.length).toBeGreaterThanOrEqual(3);
    let pairs = 0;
    for (const [i, a] of equity.entries())
      for (const b of equity.slice(i + 1)) {
        const r = correlation(monthlyReturns(listOf(a)), monthlyReturns(listOf(b)));
        expect(r, `${a}/${b}`).toBeGreaterThanOrEqual(0.7);
        expect(r, `${a}/${b}`).toBeLessThan(0.995);
        pairs += 1;
      }
    expect(pairs).toBeGreaterThanOrEqual(3);
  });

  it('keeps every calendar year, the worst year and the largest fall within its kind’s bounds', () => {
    for (const def of PORTFOLIOS) {
      const list = listOf(def.code);
      const bounds = BOUNDS[modelOf(def.code).group];
      const years = calendarYears(list);
      expect(years.size, def.code).toBeGreaterThanOrEqual(8);
      for (const [year, pct] of years) {
        expect(pct, `${def.code} ${year}`).toBeGreaterThanOrEqual(bounds.year[0]);
        expect(pct, `${def.code} ${year}`).toBeLessThanOrEqual(bounds.year[1]);
      }
      const worst = Math.min(...years.values());
      expect(worst, `${def.code} worst year`).toBeGreaterThanOrEqual(bounds.worstYear[0]);
      expect(worst, `${def.code} worst year`).toBeLessThanOrEqual(bounds.worstYear[1]);
      const fall = largestDrawdown(list);
      expect(fall, `${def.code} largest fall`).toBeGreaterThanOrEqual(bounds.drawdown[0]);
      expect(fall, `${def.code} largest fall`).toBeLessThanOrEqual(bounds.drawdown[1]);
    }
  });

  it('shows 2018’s fall and the 2020 crash and recovery where the prices reach them', () => {
    let checked = 0;
    if (firstDate <= '2017-12-29') {
      // 2018: SA shares and listed property down for the year.
      for (const code of [...codesOf('saEquity'), ...codesOf('property')])
        expect(calendarYears(listOf(code)).get(2018), `${code} 2018`).toBeLessThan(0);
      for (const code of codesOf('property'))
        expect(calendarYears(listOf(code)).get(2018), `${code} 2018`).toBeLessThan(-15);
      checked += 1;
    }
    if (firstDate <= '2020-01-31' && lastDate >= '2020-12-31') {
      for (const code of [...codesOf('saEquity'), ...codesOf('property')]) {
        const list = listOf(code);
        const fall = largestDrawdown(list, '2020-02-01', '2020-03-31');
        expect(fall, `${code} Feb–Mar 2020`).toBeGreaterThanOrEqual(
          modelOf(code).group === 'property' ? 30 : 15,
        );
        if (modelOf(code).group === 'saEquity') {
          // ... and back by the year's end.
          const trough = Math.min(
            ...list.filter((p) => p.date.startsWith('2020-03')).map((p) => p.price),
          );
          expect(priceIn(list, '2020-12-31') / trough, code).toBeGreaterThan(1.25);
        }
      }
      for (const code of codesOf('property'))
        expect(calendarYears(listOf(code)).get(2020), `${code} 2020`).toBeLessThan(-20);
      checked += 1;
    }
    // The demo's prices reach back ten years: until 2030 they hold 2020.
    if (TODAY < '2030-01-01') expect(checked).toBeGreaterThanOrEqual(1);
  });

  it('earns cash-like returns in the money market: 3 % to 9 % a year, following the repo rate', () => {
    for (const code of codesOf('moneyMarket')) {
      const list = listOf(code);
      list.forEach((p, i) => expect(p.price).toBeGreaterThanOrEqual(list[i - 1]?.price ?? 0));
      const years = [...calendarYears(list).values()];
      for (const pct of years) {
        expect(pct, code).toBeGreaterThanOrEqual(3);
        expect(pct, code).toBeLessThanOrEqual(9);
      }
      expect(Math.max(...years) - Math.min(...years), code).toBeGreaterThanOrEqual(1);
      const ofYear = calendarYears(list);
      if (ofYear.has(2021) && ofYear.has(2024))
        expect(ofYear.get(2024) ?? 0).toBeGreaterThan((ofYear.get(2021) ?? 0) + 2);
    }
  });

  it('prices a US dollar portfolio in rand at the day’s rate: units × dollar price × rate', () => {
    const usd = data.portfolios.filter((p) => p.currency === 'USD');
    expect(usd.length).toBeGreaterThan(0);
    for (const portfolio of usd) {
      const foreign = data.foreignPrices.filter((f) => f.portfolioId === portfolio.id);
      const rand = new Map(
        data.unitPrices.filter((u) => u.portfolioId === portfolio.id).map((u) => [u.priceDate, u]),
      );
      expect(foreign.length).toBe(rand.size);
      const rates = foreign.map((f) => f.exchangeRateMicro / 1_000_000);
      for (const f of foreign) {
        expect(rand.get(f.priceDate)?.priceMicro, f.priceDate).toBe(
          Math.round((f.foreignPriceMicro * f.exchangeRateMicro) / 1_000_000),
        );
      }
      // A rate that moves as the rand did (R12 to R19 a dollar since 2016), shown as of the latest day.
      expect(Math.min(...rates)).toBeGreaterThan(10);
      expect(Math.max(...rates)).toBeLessThan(25);
      expect(Math.max(...rates) / Math.min(...rates)).toBeGreaterThan(1.2);
      expect(portfolio.exchangeRateMicro).toBe(foreign.at(-1)?.exchangeRateMicro);
      // Every transaction's value is its units at the dollar price times the rate of its date.
      const ledger = [...foreign].sort((a, b) => (a.priceDate < b.priceDate ? -1 : 1));
      const rows = data.transactions.filter((t) => t.portfolioId === portfolio.id);
      for (const row of rows) {
        const day = ledger.filter((f) => f.priceDate <= row.txDate).at(-1) ?? ledger[0];
        if (!day) throw new Error('no dollar price');
        const dollars = (Math.abs(row.units) / 10_000) * (day.foreignPriceMicro / 1_000_000);
        const randCents = dollars * (day.exchangeRateMicro / 1_000_000) * 100;
        expect(Math.abs(Math.abs(row.amountCents) - randCents), row.txDate).toBeLessThanOrEqual(
          Math.max(2, randCents * 1e-6),
        );
        expect(valueCents(Math.abs(row.units), row.unitPriceMicro)).toBeGreaterThan(0);
      }
    }
  });

  it('publishes prices on business days only', () => {
    const dates = new Set(data.unitPrices.map((p) => p.priceDate));
    for (const date of dates) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      expect(weekday === 0 || weekday === 6, date).toBe(false);
      expect(isBusinessDay(date), date).toBe(true);
    }
    const days = new Set([...dates].map((date) => date.slice(5)));
    for (const holiday of ['01-01', '04-27', '12-25', '12-26'])
      expect(days.has(holiday)).toBe(false);
    // About 250 business days a year.
    expect(dates.size / (data.unitPrices.length / data.portfolios.length)).toBe(1);
  });
});
