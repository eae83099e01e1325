import {
  RETIREMENT_MESSAGES,
  type IncomeIllustration,
  type RetirementClaimSummary,
  type RetirementOptions,
  type StartRetirementClaimBody,
} from '@portal/contract/retirement-options';
import { CLAIM_STATUS_NAMES } from '@portal/domain/claims';
import { addYears, formatDisplayDate } from '@portal/domain/dates';
import { formatRand, fromCents, percentFromBasisPoints } from '@portal/domain/money';
import { cashAtRetirementCents, CASH_CHOICE_NAMES } from '@portal/domain/projection';
import { DEFAULT_DRAWDOWN_BP } from '@portal/domain/projection-assumptions';
import {
  ANNUITY_KIND_NAMES,
  EARLIEST_RETIREMENT_AGE,
  isNearRetirement,
  mayStartRetirementClaim,
  RETIREMENT_COUNSELLING_VERSION,
  retirementOptions,
  retirementOptionsFrom,
  type IncomeIllustration as DomainIllustration,
} from '@portal/domain/retirement-options';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findMembershipBySchemeNumber } from '../fund-details/fund-details.repository';
import { identityOfProduct } from '../fund-identity/fund-identity.service';
import { tellMember } from '../inbox/tell-member';
import { withdrawalPages } from '../mail/claim-mail';
import { projectionInputsFor } from '../projection/projection.service';
import { acknowledgementOf, insertAcknowledgement } from './leaving-service.repository';
import {
  hasEndingClaimInProgress,
  insertRetirementClaim,
  isMembershipBlocked,
  latestRetirementClaim,
  lockMembershipRow,
  type RetirementClaimRow,
} from './retirement-claims.repository';

// A member's options at retirement (issue 49 point 5; Regulation 39;
// docs/decisions/052-retirement-options.md). The figures are the domain's retirementOptions on the
// one projection's inputs, the same the retirement projection page uses (projectionInputsFor), so
// a choice shows the same rand on both pages. The retirement counselling acknowledgement is kept
// beside the leaving-service one (its own material version); a retirement claim is started only
// after it, from the 55th birthday, with no other claim ending the membership in progress, and
// is kept with the member's notice in one transaction. The administration takes it from there
// (the claims pages follow it): it is not moved on by the savings claims' background work.

export type RetirementClock = { today: string; portalName: string; publicUrl: string };

/** The membership and its projection inputs; 404 when not the member's, 409 when not near retiring. */
async function nearRetirement(db: Db, memberId: number, schemeNumber: string, today: string) {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  const fund = await projectionInputsFor(db, memberId, schemeNumber);
  if (!fund.projected) throw new AppError('CONFLICT', fund.reason);
  if (fund.inputs.kind !== 'retirement')
    throw new AppError('CONFLICT', RETIREMENT_MESSAGES.notRetirementFund);
  if (!isNearRetirement({ today, retirementDate: fund.inputs.retirementDate }))
    throw new AppError('CONFLICT', RETIREMENT_MESSAGES.notNear);
  const place = { schemeNumber, isRetail: held.product.productTypeCategory === 'Retail' };
  return { ...fund, product: held.product, place };
}

const rand = (cents: number) => fromCents(cents);

function illustrationToWire(
  annuity: IncomeIllustration['annuity'],
  shown: DomainIllustration,
): IncomeIllustration {
  return {
    annuity,
    cash: shown.cash,
    cashAmount: rand(shown.cashCents),
    cashTax: rand(shown.cashTaxCents),
    annuityValue: rand(shown.annuityCents),
    incomeRate: percentFromBasisPoints(shown.incomeRateBp),
    monthlyIncome: rand(shown.monthlyIncomeCents),
    monthlyTax: rand(shown.monthlyTaxCents),
    monthlyNet: rand(shown.monthlyNetCents),
  };
}

function claimToWire(
  row: RetirementClaimRow | undefined,
  place: { schemeNumber: string; isRetail: boolean },
): RetirementClaimSummary | null {
  if (!row) return null;
  return {
    claimPath: withdrawalPages(place, row.caseNo).claim,
    caseNo: row.caseNo,
    status: row.status,
    statusDescription: CLAIM_STATUS_NAMES[row.status],
    submittedOn: row.submittedOn,
  };
}

export async function retirementOptionsOf(
  db: Db,
  memberId: number,
  schemeNumber: string,
  clock: Pick<RetirementClock, 'today'>,
): Promise<RetirementOptions> {
  const fund = await nearRetirement(db, memberId, schemeNumber, clock.today);
  const { inputs } = fund;
  const [acknowledgedOn, claim] = await Promise.all([
    acknowledgementOf(db, memberId, fund.membershipId, RETIREMENT_COUNSELLING_VERSION),
    latestRetirementClaim(db, memberId, fund.membershipId),
  ]);
  const options = retirementOptions(inputs, DEFAULT_DRAWDOWN_BP);
  const strategy = identityOfProduct(fund.product).fund.annuityStrategy;
  const todayTotal =
    inputs.pots.savingsCents + inputs.pots.vestedCents + inputs.pots.retirementCents;
  return {
    schemeNumber,
    fundName: fund.product.fundName,
    productName: fund.product.fullProductName,
    valueDate: inputs.today,
    retirementDate: options.retirementDate,
    retirementAge: options.retirementAge,
    optionsFrom: retirementOptionsFrom(options.retirementDate),
    earliestClaimDate: addYears(inputs.dateOfBirth, EARLIEST_RETIREMENT_AGE),
    mayStartClaim: mayStartRetirementClaim({ dateOfBirth: inputs.dateOfBirth, today: clock.today }),
    today: {
      savingsComponent: rand(inputs.pots.savingsCents),
      vestedComponent: rand(inputs.pots.vestedCents),
      retirementComponent: rand(inputs.pots.retirementCents),
      totalValue: rand(todayTotal),
    },
    atRetirement: {
      savingsComponent: rand(options.atRetirement.savingsCents),
      vestedComponent: rand(options.atRetirement.vestedCents),
      retirementComponent: rand(options.atRetirement.retirementCents),
      totalValue: rand(options.atRetirement.totalCents),
    },
    cash: {
      maxCash: rand(options.cash.maxCashCents),
      taxAmount: rand(options.cash.taxCents),
      netAmount: rand(options.cash.netCents),
      taxYear: options.cash.taxYear,
      isDeMinimis: options.cash.isDeMinimis,
    },
    drawdownRate: percentFromBasisPoints(DEFAULT_DRAWDOWN_BP),
    illustrations: [
      illustrationToWire('lifeAnnuity', options.lifeAnnuity.noCash),
      illustrationToWire('lifeAnnuity', options.lifeAnnuity.mostCash),
      illustrationToWire('livingAnnuity', options.livingAnnuity.noCash),
      illustrationToWire('livingAnnuity', options.livingAnnuity.mostCash),
    ],
    annuityStrategy: strategy ?? null,
    counselling: { materialVersion: RETIREMENT_COUNSELLING_VERSION, acknowledgedOn },
    retirementClaim: claimToWire(claim, fund.place),
  };
}

export async function acknowledgeRetirement(
  db: Db,
  memberId: number,
  body: { schemeNumber: string; materialVersion: string },
  clock: Pick<RetirementClock, 'today'>,
) {
  const fund = await nearRetirement(db, memberId, body.schemeNumber, clock.today);
  if (body.materialVersion !== RETIREMENT_COUNSELLING_VERSION)
    throw new AppError('CONFLICT', RETIREMENT_MESSAGES.materialChanged);
  await insertAcknowledgement(db, {
    memberId,
    membershipId: fund.membershipId,
    materialVersion: RETIREMENT_COUNSELLING_VERSION,
    acknowledgedOn: clock.today,
  });
  return {
    materialVersion: RETIREMENT_COUNSELLING_VERSION,
    acknowledgedOn: await acknowledgementOf(
      db,
      memberId,
      fund.membershipId,
      RETIREMENT_COUNSELLING_VERSION,
    ),
  };
}

export async function startRetirement(
  db: Db,
  memberId: number,
  body: StartRetirementClaimBody,
  clock: RetirementClock,
): Promise<RetirementClaimSummary> {
  const fund = await nearRetirement(db, memberId, body.schemeNumber, clock.today);
  const { inputs, membershipId } = fund;
  if (!mayStartRetirementClaim({ dateOfBirth: inputs.dateOfBirth, today: clock.today }))
    throw new AppError('CONFLICT', RETIREMENT_MESSAGES.tooYoung);
  // The cash on the fund's value at the end of today, as the claim's page values it.
  const valued = await projectionInputsFor(db, memberId, body.schemeNumber, clock.today);
  const pots = valued.projected ? valued.inputs.pots : inputs.pots;
  const cashCents = cashAtRetirementCents(pots, body.cash);
  const id = await inTransaction(db, async (tx) => {
    await lockMembershipRow(tx, membershipId);
    const acknowledgedOn = await acknowledgementOf(
      tx,
      memberId,
      membershipId,
      RETIREMENT_COUNSELLING_VERSION,
    );
    if (acknowledgedOn === null)
      throw new AppError('CONFLICT', RETIREMENT_MESSAGES.counsellingFirst);
    if (await isMembershipBlocked(tx, membershipId, clock.today))
      throw new AppError('CONFLICT', RETIREMENT_MESSAGES.blocked);
    if (await hasEndingClaimInProgress(tx, memberId, membershipId))
      throw new AppError('CONFLICT', RETIREMENT_MESSAGES.claimOpen);
    const note = [
      `Started online on ${formatDisplayDate(clock.today)}, after the information about retiring was read on ${formatDisplayDate(acknowledgedOn)}.`,
      `Cash chosen: ${CASH_CHOICE_NAMES[body.cash]}, ${formatRand(cashCents)} before tax on the fund’s value at the end of ${formatDisplayDate(clock.today)}.`,
      `The rest buys ${ANNUITY_KIND_NAMES[body.annuity].toLowerCase()}.`,
    ].join(' ');
    const inserted = await insertRetirementClaim(tx, {
      memberId,
      membershipId,
      grossCents: cashCents,
      submittedOn: clock.today,
      note,
    });
    await tellMember(
      tx,
      memberId,
      {
        kind: 'retirement-claim-started',
        caseNo: inserted.caseNo,
        fundName: fund.product.fundName,
        submittedOn: clock.today,
        cashCents,
        annuity: body.annuity,
        place: { ...fund.place, portalUrl: clock.publicUrl },
      },
      { portalName: clock.portalName },
    );
    return inserted.id;
  });
  const claim = claimToWire(await latestRetirementClaim(db, memberId, membershipId), fund.place);
  if (!claim || id === undefined) throw new Error('the retirement claim was not kept');
  return claim;
}
