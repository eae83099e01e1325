import type { FundContact, FundIdentityAnswer } from '@portal/contract/fund-identity';
import type { Db } from '../../db/client';
import { fundIdentityOf, type FundIdentity } from '../../fund-identity';
import { notFound } from '../../lib/app-error';
import type { ProductRow } from '../fund-details/fund-details.repository';
import { findMembershipBySchemeNumber } from '../fund-details/fund-details.repository';
import { productClassOf } from '../projection/product-class';

// The identity of a member's fund (DESIGN §1e; fund-identity.ts holds the configuration): what
// every document prints and the fund details page's "Your fund" panel shows. Documents render in
// worker threads, so a service builds the identity here, on the main thread, and hands it to the
// document as plain data.

/** The classes of product that are retirement funds under the Pension Funds Act. */
const RETIREMENT_FUND_CLASSES = new Set(['employer', 'retirementAnnuity', 'preservation']);

/** The identity of the fund a product belongs to (products.fund_name). */
export function identityOfProduct(
  product: Pick<ProductRow, 'fundName' | 'productTypeCategory' | 'heading'>,
): FundIdentity {
  return fundIdentityOf(product.fundName, RETIREMENT_FUND_CLASSES.has(productClassOf(product)));
}

function contactOf(contact: {
  telephone: string;
  email: string;
  postalAddress: string[];
  hours?: string;
  website?: string;
}): FundContact {
  return {
    telephone: contact.telephone,
    email: contact.email,
    postalAddress: contact.postalAddress,
    hours: contact.hours ?? null,
    website: contact.website ?? null,
  };
}

/** The identity as the API answers it. */
export function identityAnswerOf(schemeNumber: string, identity: FundIdentity): FundIdentityAnswer {
  const { fund, administrator, ombud } = identity;
  return {
    schemeNumber,
    fundName: fund.fundName,
    kind: fund.kind,
    fscaRegistrationNumber: fund.fscaRegistrationNumber ?? null,
    sarsApprovalNumber: fund.sarsApprovalNumber ?? null,
    principalOfficer: fund.principalOfficer ?? null,
    provider: fund.provider ?? null,
    administrator: {
      name: administrator.name,
      section13bNumber: administrator.section13bNumber,
      fspNumber: administrator.fspNumber,
    },
    contactCentre: contactOf(administrator.contactCentre),
    complaints: {
      ...contactOf(administrator.complaints),
      answerWithinDays: administrator.complaints.answerWithinDays,
    },
    ombud: { ...contactOf(ombud), name: ombud.name, remit: ombud.remit },
  };
}

/** The identity of one of the member's own funds; 404 for a scheme the member does not hold. */
export async function identityOfScheme(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<FundIdentity> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  return identityOfProduct(held.product);
}

/** The identity as the "Your fund" panel shows it; 404 for a scheme the member does not hold. */
export async function fundIdentityAnswer(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<FundIdentityAnswer> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  return identityAnswerOf(held.product.schemeNumber, identityOfProduct(held.product));
}
