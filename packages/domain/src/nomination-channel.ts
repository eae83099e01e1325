import { todayInJohannesburg } from './dates';

// How a fund takes its members' nominations, what each beneficiary type means, and the statuses a
// nomination shows. Section 37C of the Pension Funds Act: the trustees decide who receives a
// retirement fund's death benefit among the member's dependants and nominees; a nomination guides
// them but does not bind them (reference: sa-disclosure-and-rights.md, "Members' rights").

/** Online: saved in the portal. SignedForm: the fund's rules ask for a signed form on paper. */
export const NominationChannel = { Online: 'online', SignedForm: 'signedForm' } as const;
export type NominationChannel = (typeof NominationChannel)[keyof typeof NominationChannel];

/** Product headings whose rules ask for a nomination signed by the member (and a witness). */
const SIGNED_FORM_HEADINGS = ['preservation fund'];

/**
 * A restricted membership (the employer's HR keeps its records) and a preservation fund take a
 * signed form; every other product with a nomination (employer funds, retirement annuities)
 * takes it online.
 */
export function nominationChannel(fund: {
  heading: string | null | undefined;
  isRestricted: boolean;
}): NominationChannel {
  if (fund.isRestricted) return NominationChannel.SignedForm;
  const heading = fund.heading?.trim().toLowerCase() ?? '';
  return SIGNED_FORM_HEADINGS.includes(heading)
    ? NominationChannel.SignedForm
    : NominationChannel.Online;
}

/** Why a signed-form fund cannot be changed online, in the member's words. */
export function signedFormReason(fund: { isRestricted: boolean }): string {
  return fund.isRestricted
    ? 'Your employer’s HR department keeps this fund’s records, so its rules ask for a nomination form you sign. Download the form below: it already lists your current beneficiaries.'
    : 'This fund’s rules ask for a nomination form you sign in front of a witness. Download the form below: it already lists your current beneficiaries.';
}

/** The beneficiary types of the value sets (spec 3 §3), each explained in a sentence. */
export const BENEFICIARY_TYPE_EXPLANATIONS: Readonly<Record<string, string>> = {
  Dependant:
    'A dependant is someone you support or must support by law, such as your spouse or life partner and your children, or someone who relied on you for money when you died (section 37C of the Pension Funds Act); the trustees must look for and consider them even if you do not name them.',
  Nominee:
    'A nominee is someone you choose to receive part of your benefit who does not depend on you for money, such as a brother, sister or friend.',
  Beneficiary:
    'A beneficiary is a person you name to receive a benefit that is not from a retirement fund, such as your life or funeral cover; it is paid to the people you name.',
};

/** The reminder beside every retirement nomination: the trustees decide (section 37C). */
export const TRUSTEES_DECIDE =
  'The trustees of the fund decide who receives your death benefit and in what shares: your nomination guides them but does not bind them, and they must first find and consider everyone who depended on you.';

/** What the fund knows of a nomination, as its status line shows it. */
export type NominationStatusInput = {
  /** When the member last saved it online (an ISO timestamp), or null. */
  recordedAt: string | null;
  /** The day the fund had it on its records ('YYYY-MM-DD'), or null. */
  receivedOn: string | null;
};

export type NominationStatusStep = {
  label: 'Recorded' | 'Received by the fund';
  /** 'YYYY-MM-DD' in South African time, or null when the step has not happened. */
  date: string | null;
};

/**
 * The two steps of a nomination: recorded online (online funds only), then received by the fund.
 * A nomination received before its latest online save waits for the fund again.
 */
export function nominationStatusSteps(
  status: NominationStatusInput,
  channel: NominationChannel,
): NominationStatusStep[] {
  const recorded =
    status.recordedAt === null ? null : todayInJohannesburg(new Date(status.recordedAt));
  const received = status.receivedOn;
  const steps: NominationStatusStep[] = [];
  if (channel === NominationChannel.Online || recorded !== null)
    steps.push({ label: 'Recorded', date: recorded });
  steps.push({ label: 'Received by the fund', date: received });
  return steps;
}
