import type { ComplaintCategory, ComplaintOutcome } from '@portal/contract/calls/complaints';

// The simulated administration's written answers to complaints (issue 49 point 1; section 30A(3)
// of the Pension Funds Act: a written answer within 30 days). Its decision on each category is
// fixed, so the demo and the tests can follow every route: a complaint about contributions or
// service is upheld, one about a payment or "something else" partly upheld, the rest not upheld.
// An answer states the decision and its reasons in general words: it never repeats what the
// member wrote, holds no personal data, and ends with what the member may do next.

export type ComplaintAnswer = { outcome: ComplaintOutcome; body: string };

const NEXT_STEP =
  'This is the fund’s written answer to your complaint under section 30A of the Pension Funds Act. If it does not settle your complaint, say so on the complaint’s page: you may then take the complaint to the ombud named there, free of charge, and the page gives you a pack with everything the ombud needs.';

const DECISIONS: Record<ComplaintCategory, ComplaintAnswer> = {
  contributions: {
    outcome: 'Upheld',
    body: 'We checked your employer’s payments against the schedule of contributions due to the fund. We uphold your complaint: a contribution that is paid late or not at all is a breach of section 13A of the Pension Funds Act. We have required your employer to pay what is outstanding with late-payment interest, and it will be invested as if it had been paid on time. Your fund’s page shows each contribution as it arrives.',
  },
  'benefit-payment': {
    outcome: 'PartlyUpheld',
    body: 'We reviewed how your benefit was processed. We partly uphold your complaint: the payment took longer than our service standard because of a delay on our side, and we apologise for it; part of the time was needed to obtain the tax directive from SARS, which the law requires before any payment. Where our delay cost you growth or interest, it will be added to the payment.',
  },
  'benefit-amount': {
    outcome: 'NotUpheld',
    body: 'We recalculated your benefit from your contributions, the unit prices on the dates used and the fund’s rules. We do not uphold your complaint: the amount was calculated correctly under the rules, and the tax deducted is what SARS directed. The calculation is set out on your benefit statement, which you can download from the portal.',
  },
  charges: {
    outcome: 'NotUpheld',
    body: 'We checked the charges deducted from your savings against the fund’s disclosed charges. We do not uphold your complaint: each charge was deducted at the rate the fund discloses, and the effective annual cost on your fund’s page shows what they amount to each year.',
  },
  investments: {
    outcome: 'NotUpheld',
    body: 'We checked how your savings were invested and the returns credited to them. We do not uphold your complaint: your savings were invested in the portfolios on record for you, at the unit prices of the dates the instructions were carried out, and the returns are those of the portfolios after their charges. Returns move with the markets, and a fall in value is not, in itself, a breach of the fund’s rules.',
  },
  'death-benefit': {
    outcome: 'NotUpheld',
    body: 'We reviewed how the trustees are dealing with the death benefit. We do not uphold your complaint: under section 37C of the Pension Funds Act the trustees must first trace and consider everyone who depended on the member, and they have up to twelve months to do so. A nomination guides them but does not bind them. They will write to everyone concerned with their decision and its reasons.',
  },
  service: {
    outcome: 'Upheld',
    body: 'We reviewed how your enquiries were dealt with. We uphold your complaint: you should have had a complete answer sooner, and we apologise. We have shared what went wrong with the team concerned so that it does not happen again.',
  },
  other: {
    outcome: 'PartlyUpheld',
    body: 'We looked into your complaint with the team concerned. We partly uphold it: some of what you raised was not dealt with as it should have been, and it has been put right; the rest was dealt with under the fund’s rules.',
  },
};

/** The administration's answer to a complaint of the category. */
export function complaintAnswer(category: ComplaintCategory): ComplaintAnswer {
  const decision = DECISIONS[category];
  return { outcome: decision.outcome, body: `${decision.body}\n\n${NEXT_STEP}` };
}
