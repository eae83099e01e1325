import type { PortfolioReturn } from '@portal/contract/portfolio';
import { wholeMonthsBetween } from '@portal/domain/dates';
import { RETURN_MESSAGES } from '@portal/domain/portfolio';

// Words for the page's figures: how old a stated value is, and a return with its states.

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** How long ago a stated value was given: 'valued today', 'valued 12 days ago', 'valued 3 months ago'. */
export function valueAgeText(valueDate: string, asOf: string, ageDays: number): string {
  if (ageDays <= 0) return 'valued today';
  const months = wholeMonthsBetween(valueDate, asOf);
  if (months < 1) return `valued ${plural(ageDays, 'day')} ago`;
  if (months < 12) return `valued ${plural(months, 'month')} ago`;
  return `valued ${plural(Math.floor(months / 12), 'year')} ago`;
}

/** A money-weighted return in words: '8.41% a year', or why there is none (the domain's words). */
export function returnText(result: PortfolioReturn): string {
  if (result.status === 'ok' && result.irrPct !== null)
    return `${result.irrPct.toFixed(2)}% a year`;
  if (result.message) return result.message;
  return RETURN_MESSAGES[result.status === 'ambiguous' ? 'ambiguous' : 'unavailable'];
}
