import type * as routes from '../retirement-options';
import type { RouteCall } from '../route-call';

// The calls of retirement-options.ts for the web app, without their schemas (route-call.ts), and
// the words the page and the server share (issue 49 point 5: a member's options within five years
// of the normal retirement date, Regulation 39).

/** The cash a member may choose at retirement, as the retirement projection names them. */
export const RETIREMENT_CASH_CHOICES = ['none', 'savings', 'maximum'] as const;
export type RetirementCashChoice = (typeof RETIREMENT_CASH_CHOICES)[number];

/** The annuities the rest of the benefit may buy. */
export const ANNUITY_KINDS = ['lifeAnnuity', 'livingAnnuity'] as const;
export type AnnuityKindName = (typeof ANNUITY_KINDS)[number];

/** The words of a refused request, the page's and the server's alike. */
export const RETIREMENT_MESSAGES = {
  notNear:
    'Your options at retirement are shown from five years before your normal retirement date. Until then, the retirement projection shows what you may retire on.',
  notRetirementFund:
    'This product is not a retirement fund, so it pays no retirement benefit: its value is yours to withdraw or invest as its terms allow.',
  counsellingFirst:
    'Please read the information about retiring and confirm that you have read it before you start your retirement claim.',
  tooYoung:
    'A retirement claim can be started from your 55th birthday, the earliest retirement age the fund’s rules allow (earlier only on retirement through ill health, which the administrator arranges with you).',
  claimOpen:
    'A retirement, withdrawal or death claim on this fund is already in progress. Follow it on its page; you can start another only once it is finished.',
  blocked:
    'Your benefit in this fund is held under a court order or a deduction the law allows (section 37D), so a claim cannot be started online. Please call us on 0860 000 000.',
  cash: 'Please choose how much of your benefit to take in cash.',
  annuity: 'Please choose the annuity the rest of your benefit buys.',
  materialChanged:
    'The information about retiring has changed since you opened the page. Please read it again.',
} as const;

export const getRetirementOptions: RouteCall<typeof routes.getRetirementOptions> = {
  method: 'GET',
  path: '/api/Retirement/GetOptions',
};

export const acknowledgeRetirementCounselling: RouteCall<
  typeof routes.acknowledgeRetirementCounselling
> = {
  method: 'POST',
  path: '/api/Retirement/AcknowledgeCounselling',
};

export const startRetirementClaim: RouteCall<typeof routes.startRetirementClaim> = {
  method: 'POST',
  path: '/api/Retirement/StartClaim',
};
