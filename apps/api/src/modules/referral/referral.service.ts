import {
  COFFEE_REFERRAL_CAMPAIGN,
  REFERRAL_CHANNEL,
  type ReferralPayload,
} from '@portal/contract/referral';
import { CORRECTION_FIELD_MESSAGES } from '@portal/contract/calls/privacy';
import { idOrPassport, isStaffMember, ProductCategory } from '@portal/domain/member';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { marketingObjection } from '../privacy/consents.service';
import {
  findReferringMember,
  fundsOfReferringMember,
  insertReferralLead,
  type ReferralFund,
} from './referral.repository';

// spec 3 §2.9, §3, §7: the coffee referral. The lead is built from what the portal knows about
// the member (their profile and their own fund), never from what the browser says about them.

/** spec 1 §6, spec 3 §2.9: staff members do not see the banner, so they cannot refer either. */
export const STAFF_REFERRAL_MESSAGE = 'Referrals are not available to staff members.';

/** The fund the lead names: the first unrestricted institutional fund, else any unrestricted one. */
function referralFund(funds: ReferralFund[]): ReferralFund | undefined {
  const open = funds.filter((fund) => !fund.membership.isRestricted);
  return (
    open.find((fund) => fund.product.productTypeCategory === ProductCategory.Institutional) ??
    open[0] ??
    funds[0]
  );
}

export async function createReferralLead(db: Db, memberId: number): Promise<ReferralPayload> {
  const [member, funds, objection] = await Promise.all([
    findReferringMember(db, memberId),
    fundsOfReferringMember(db, memberId),
    marketingObjection(db, memberId),
  ]);
  if (!member) throw notFound();
  // Issue 49 point 3: an objection to direct marketing is honoured at once.
  if (objection.objects) throw new AppError('FORBIDDEN', CORRECTION_FIELD_MESSAGES.objected);
  if (isStaffMember(funds.map((fund) => fund.product))) {
    throw new AppError('FORBIDDEN', STAFF_REFERRAL_MESSAGE);
  }
  const fund = referralFund(funds);
  const payload: ReferralPayload = {
    campaignType: COFFEE_REFERRAL_CAMPAIGN,
    channel: REFERRAL_CHANNEL,
    firstName: member.firstName,
    lastName: member.lastName,
    mobileNumber: member.primaryContactNumber ?? '',
    emailAddress: member.primaryEmailAddress ?? '',
    // spec 3 §3: ID number, else passport number, else empty.
    idNumber: idOrPassport(member.idNumber, member.passportNumber),
    fundName: fund?.product.fullProductName ?? '',
    memberJoinDate: fund?.membership.dateJoined ?? '',
    memberRetirementDate: fund?.membership.normalRetirementDate ?? '',
    // An adviser's segmentation is not kept by the portal; advisor-derived fields default to empty.
    segmentation: '',
    caseKeyNumber: fund?.product.caseKey ?? '',
  };
  await insertReferralLead(db, memberId, payload);
  return payload;
}
