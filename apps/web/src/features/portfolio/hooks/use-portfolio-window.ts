import { PORTFOLIO_WINDOWS } from '@portal/contract/calls/portfolio';
import { useSearchParams } from 'react-router';
import type { PortfolioWindow } from '../api/get-portfolio-history';

// The chosen window of the value chart and the combined return lives in the address
// (?years=1|3|5), so a reload or a shared link keeps it.

export const DEFAULT_PORTFOLIO_WINDOW: PortfolioWindow = 1;
const YEARS_PARAM = 'years';

/** The window an address asks for (its `years`), or the default. */
export function portfolioWindowOf(search: URLSearchParams): PortfolioWindow {
  return parseWindow(search.get(YEARS_PARAM));
}

function parseWindow(text: string | null): PortfolioWindow {
  const years = Number(text);
  return PORTFOLIO_WINDOWS.find((window) => window === years) ?? DEFAULT_PORTFOLIO_WINDOW;
}

export function usePortfolioWindow(): [PortfolioWindow, (years: PortfolioWindow) => void] {
  const [params, setParams] = useSearchParams();
  const years = parseWindow(params.get(YEARS_PARAM));
  function setYears(next: PortfolioWindow) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(YEARS_PARAM, String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [years, setYears];
}
