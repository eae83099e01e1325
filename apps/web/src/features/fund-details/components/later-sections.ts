// The sections the page draws below its first view and the Information tab, gathered so that
// their code comes in one file after the page's (lazy-sections.tsx loads this module).
export { CostsSection } from './costs-section';
export { CoverSection } from './cover-section';
export { PortfoliosSection } from './portfolios-section';
export { YourFundSection } from './your-fund-section';
