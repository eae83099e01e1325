import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { withdrawalPages } from './claim-mail';
import type { MailPlace } from './mail-templates';

// The notice of a retirement claim started online (issue 49 point 5; Regulation 39), beside the
// other messages of mail-templates.ts: the case number, the cash chosen and the income the rest
// buys, and where to follow it.

export type RetirementClaimStartedMail = {
  kind: 'retirement-claim-started';
  caseNo: string;
  fundName: string;
  submittedOn: string;
  /** The cash lump sum chosen before tax, on the day's value. */
  cashCents: number;
  annuity: 'lifeAnnuity' | 'livingAnnuity';
  place: MailPlace;
};

const ANNUITY_WORDS = { lifeAnnuity: 'a life annuity', livingAnnuity: 'a living annuity' } as const;

export function retirementClaimStartedLines(content: RetirementClaimStartedMail) {
  const cash =
    content.cashCents > 0
      ? `a cash lump sum of ${formatRand(content.cashCents)} before tax`
      : 'no cash lump sum';
  return {
    subject: `We received your retirement claim ${content.caseNo}`,
    lines: [
      `We received your retirement claim from ${content.fundName} on ${formatDisplayDate(content.submittedOn)} (case ${content.caseNo}). You chose ${cash}; the rest of your benefit buys ${ANNUITY_WORDS[content.annuity]}.`,
      'The administrator will contact you to confirm your bank account and the annuity provider, and will ask SARS for a tax directive on the cash. The amounts are final only on the day your benefit is paid.',
      {
        text: `Follow claim ${content.caseNo}`,
        link: `${content.place.portalUrl}${withdrawalPages(content.place, content.caseNo).claim}`,
      },
      'If you did not start this claim, call us on 0860 000 000 at once.',
    ],
  };
}
