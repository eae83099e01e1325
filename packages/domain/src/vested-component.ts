// What "vested" means, said once for every page and document that uses the word: the fund
// details help, the Portfolios table's note, the statements' definitions and the FAQ
// (docs/decisions/036-what-vested-means.md, with its sources: the Pension Funds Act, the Revenue
// Laws Amendment Act 2024 and the Pension Funds Amendment Act 2024, which made the two-pot
// system). The specification's labels stay as they are: the overview's Vested chip is the vested
// component (available + notAvailable); the Portfolios table's VESTED and NON-VESTED columns and
// the statements' "available" and "not available" are its two parts.

/**
 * The vested component: what it holds. The seed's cap is written in words: with amounts hidden
 * (the privacy switch) no figure in rand may show on the page, and this one is the law's, not the
 * member's.
 */
export const VESTED_COMPONENT_HOLDS =
  'The vested component is the value of your fund on 31 August 2024, less the amount moved on 1 September 2024 to start your savings component (10 % of it, at most thirty thousand rand), plus the investment growth on it since. No new contributions go into it.';

/** The vested component when the member leaves service before retirement. */
export const VESTED_ON_LEAVING =
  'If you resign or leave your employer before you retire, you may take your vested component in cash (taxed as a withdrawal benefit on the withdrawal lump-sum tax table), keep it preserved in the fund or a preservation fund, or transfer it to another retirement fund.';

/** The vested component at retirement. */
export const VESTED_AT_RETIREMENT =
  'When you retire, you may take up to one third of your vested component in cash (taxed on the retirement lump-sum tax table); the rest buys a pension (an annuity).';

/** The two parts of the vested component, as the specification labels them. */
export const VESTED_PARTS =
  "Your vested component has two parts. Available is your own contributions and transfers in, and employer contributions that have already vested under your fund's rules: it is paid to you in full whenever you leave. Not available is employer contributions still subject to your fund's vesting scale: if you resign before they vest, your fund's rules decide how much of them you receive. At retirement the vested component is paid as a whole, both parts together.";

/** The Portfolios table's VESTED and NON-VESTED columns: the two parts under the table's names. */
export const VESTED_COLUMNS =
  "VESTED is the available part: your own money and employer money that has vested, paid to you in full whenever you leave. NON-VESTED is the not available part: employer contributions still subject to your fund's vesting scale.";

/** The whole explanation, in reading order. */
export const VESTED_EXPLAINED: readonly string[] = [
  VESTED_COMPONENT_HOLDS,
  VESTED_ON_LEAVING,
  VESTED_AT_RETIREMENT,
  VESTED_PARTS,
];

/** The explanation as one question and answer (the FAQ's two-pot category). */
export const VESTED_FAQ = {
  category: 'Two-pot retirement system',
  question: 'What does vested mean, and what are available and not available?',
  answer: VESTED_EXPLAINED.join(' '),
} as const;
