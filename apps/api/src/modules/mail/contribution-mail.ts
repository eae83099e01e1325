import { formatDisplayDate, formatMonthYear } from '@portal/domain/dates';
import { monthsInWords } from '@portal/domain/contribution-status';
import { formatRand } from '@portal/domain/money';

// The notice of an employer's material non-payment (issue 48 point 3; FSCA Conduct Standard 1 of
// 2022: the fund tells its members within 30 days), beside the other messages of
// mail-templates.ts. It names the fund, the month, the amount that has not arrived and what the
// member can do; no ID, account or tax number.

export type ContributionMissingMail = {
  kind: 'contribution-missing';
  fundName: string;
  schemeNumber: string;
  /** The month, as its first day. */
  month: string;
  dueDate: string;
  /** What of the month's contributions (the member's and the employer's) has not arrived. */
  outstandingCents: number;
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

/** The fund's page at its Contributions section (apps/web/src/features/fund-details/cover-address.ts). */
export function fundContributionsPath(schemeNumber: string): string {
  return `/fund-details/${encodeURIComponent(schemeNumber)}#contributions`;
}

export function contributionMissingLines(content: ContributionMissingMail): {
  subject: string;
  lines: (string | { text: string; link: string })[];
} {
  const month = formatMonthYear(content.month);
  return {
    subject: `Contributions for ${month} have not reached ${content.fundName}`,
    lines: [
      `The contributions for ${month} to ${content.fundName} were due at the fund by ${formatDisplayDate(content.dueDate)}. ${formatRand(content.outstandingCents)} of them (what is deducted from your salary and what your employer adds) has not reached the fund.`,
      'Your employer must pay contributions over to the fund within 7 days of the end of the month they are for (section 13A of the Pension Funds Act). Until they arrive they are not invested for you.',
      'What you can do: check on your payslip that your contribution was deducted, and ask your employer’s payroll or HR department when the contributions will be paid over. If they are not paid, you can complain in writing to the fund, and then to the Pension Funds Adjudicator, free of charge.',
      {
        text: 'See your contributions',
        link: `${content.portalUrl}${fundContributionsPath(content.schemeNumber)}`,
      },
    ],
  };
}

export type ContributionReceivedMail = {
  kind: 'contribution-received';
  fundName: string;
  schemeNumber: string;
  /** The day they arrived at the fund. */
  receivedOn: string;
  /** What arrived that day (the member's and the employer's contributions). */
  receivedCents: number;
  /** The months it paid, as their first days, oldest first (a payment pays the oldest owed first). */
  months: string[];
  /** Whether it arrived after the months' due date. */
  isLate: boolean;
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

export function contributionReceivedLines(content: ContributionReceivedMail): {
  subject: string;
  lines: (string | { text: string; link: string })[];
} {
  const months = monthsInWords(content.months.map((month) => ({ month })));
  return {
    subject: `Contributions for ${months} reached ${content.fundName}`,
    lines: [
      `On ${formatDisplayDate(content.receivedOn)} ${formatRand(content.receivedCents)} of contributions (what is deducted from your salary and what your employer adds) reached ${content.fundName}${content.isLate ? ', after the day they were due' : ''}. They pay the contributions for ${months} and are invested for you.`,
      {
        text: 'See your contributions',
        link: `${content.portalUrl}${fundContributionsPath(content.schemeNumber)}`,
      },
    ],
  };
}
