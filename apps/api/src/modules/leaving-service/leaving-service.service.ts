import { randomInt } from 'node:crypto';
import {
  LEAVING_SERVICE_MESSAGES,
  type LeavingServiceOptions,
  type RequestTransferBody,
  type TransferRequest,
} from '@portal/contract/leaving-service';
import {
  COUNSELLING_MATERIAL_VERSION,
  leavingServiceOptions,
} from '@portal/domain/leaving-service';
import { fromCents } from '@portal/domain/money';
import { inTransaction, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../lib/app-error';
import {
  findMembershipBySchemeNumber,
  type MembershipRow,
  type ProductRow,
} from '../fund-details/fund-details.repository';
import { tellMember } from '../inbox/tell-member';
import { projectionInputsFor } from '../projection/projection.service';
import { paidUpCertificates } from '../tax-certificates/membership-certificates.service';
import {
  acknowledgementOf,
  insertAcknowledgement,
  insertTransfer,
  transferById,
  transfersOfMembership,
  type TransferRow,
} from './leaving-service.repository';

// Leaving service (issue 49 point 4; Regulation 38; docs/decisions/051-leaving-service-options.md).
// A membership has left service when its paid-up membership certificate is due (the documents
// page's rule): then its three options are worked out from the one projection's inputs, the same
// the retirement projection page uses (projectionInputsFor), and the domain's leavingServiceOptions.
// A transfer asked for online is kept with the member's notice in one transaction; the
// administration moves it on in the background (transfer-desk.ts).

export type LeavingClock = {
  today: string;
  /** The savings withdrawal's fee (config.savingsClaims.feeCents). */
  savingsFeeCents: number;
  /** How long the administration takes over each step of a transfer. */
  stepMs: number;
  portalName: string;
  publicUrl: string;
};

type Left = {
  membership: MembershipRow;
  product: ProductRow;
  certificate: { id: string; fileName: string; title: string };
};

/** The member's membership of the scheme, paid-up; 404 when not theirs, 409 when not paid-up. */
async function leftMembership(
  db: Db,
  memberId: number,
  schemeNumber: string,
  today: string,
): Promise<Left> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  const certificate = (await paidUpCertificates(db, memberId, today)).find(
    (candidate) => candidate.schemeNumber === schemeNumber,
  );
  if (!certificate) throw new AppError('CONFLICT', LEAVING_SERVICE_MESSAGES.notLeft);
  return {
    ...held,
    certificate: {
      id: certificate.id,
      fileName: certificate.fileName,
      title: certificate.title,
    },
  };
}

const rand = (cents: number) => fromCents(cents);
const randOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export async function optionsOf(
  db: Db,
  memberId: number,
  schemeNumber: string,
  clock: Pick<LeavingClock, 'today' | 'savingsFeeCents'>,
): Promise<LeavingServiceOptions> {
  const left = await leftMembership(db, memberId, schemeNumber, clock.today);
  const [fund, acknowledgedOn] = await Promise.all([
    projectionInputsFor(db, memberId, schemeNumber),
    acknowledgementOf(db, memberId, left.membership.id, COUNSELLING_MATERIAL_VERSION),
  ]);
  if (!fund.projected) throw new AppError('CONFLICT', fund.reason);
  const otherIncomeCents = fund.inputs.annualSalaryCents ?? 0;
  const options = leavingServiceOptions({
    inputs: fund.inputs,
    on: clock.today,
    savingsFeeCents: clock.savingsFeeCents,
    annualTaxableIncomeCents: otherIncomeCents,
    // The portal holds no record of lump sums the member took from other funds.
    earlier: [],
  });
  const { cash } = options;
  return {
    schemeNumber,
    fundName: left.product.fundName,
    productName: left.product.fullProductName,
    valueDate: fund.inputs.today,
    retirementDate: options.retirementDate,
    today: {
      savingsComponent: rand(options.today.savingsCents),
      vestedComponent: rand(options.today.vestedCents),
      retirementComponent: rand(options.today.retirementCents),
      totalValue: rand(options.today.totalCents),
    },
    preserve: {
      valueAtRetirement: rand(options.preserve.valueAtRetirementCents),
      monthlyIncome: randOrNull(options.preserve.monthlyIncomeCents),
    },
    transfer: { valueTransferred: rand(options.transfer.valueTransferredCents), taxAmount: 0 },
    cash: {
      retirementComponentPreserved: rand(cash.retirementPreservedCents),
      vested: {
        grossAmount: rand(cash.vested.grossCents),
        taxAmount: rand(cash.vested.taxCents),
        netAmount: rand(cash.vested.netCents),
        taxYear: cash.vested.taxYear,
        earlierLumpSums: rand(cash.vested.earlierCents),
      },
      savings: {
        grossAmount: rand(cash.savings.grossCents),
        feeAmount: rand(cash.savings.feeCents),
        taxAmount: rand(cash.savings.taxCents),
        netAmount: rand(cash.savings.netCents),
        taxYear: cash.savings.taxYear,
        otherTaxableIncome: rand(otherIncomeCents),
      },
      grossAmount: rand(cash.grossCents),
      feeAmount: rand(cash.feeCents),
      taxAmount: rand(cash.taxCents),
      netAmount: rand(cash.netCents),
      monthlyIncomeGivenUp: randOrNull(cash.monthlyIncomeGivenUpCents),
      valueGivenUp: rand(cash.valueGivenUpCents),
      afterCash: {
        valueAtRetirement: rand(cash.afterCash.valueAtRetirementCents),
        monthlyIncome: randOrNull(cash.afterCash.monthlyIncomeCents),
      },
    },
    counselling: { materialVersion: COUNSELLING_MATERIAL_VERSION, acknowledgedOn },
    paidUpCertificate: left.certificate,
  };
}

export async function acknowledge(
  db: Db,
  memberId: number,
  body: { schemeNumber: string; materialVersion: string },
  clock: Pick<LeavingClock, 'today'>,
) {
  const left = await leftMembership(db, memberId, body.schemeNumber, clock.today);
  if (body.materialVersion !== COUNSELLING_MATERIAL_VERSION)
    throw new AppError(
      'CONFLICT',
      'The information about your options has changed since you opened the page. Please read it again.',
    );
  await insertAcknowledgement(db, {
    memberId,
    membershipId: left.membership.id,
    materialVersion: COUNSELLING_MATERIAL_VERSION,
    acknowledgedOn: clock.today,
  });
  return {
    materialVersion: COUNSELLING_MATERIAL_VERSION,
    acknowledgedOn: await acknowledgementOf(
      db,
      memberId,
      left.membership.id,
      COUNSELLING_MATERIAL_VERSION,
    ),
  };
}

export function transferToWire(row: TransferRow): TransferRequest {
  return {
    reference: row.reference,
    schemeNumber: row.schemeNumber,
    receivingFundName: row.receivingFundName,
    receivingFundRegistration: row.receivingFundRegistration,
    receivingFundType: row.receivingFundType,
    status: row.status,
    requestedOn: row.requestedOn,
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

export async function transfersOf(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<TransferRequest[]> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  return (await transfersOfMembership(db, memberId, held.membership.id)).map(transferToWire);
}

/** Crockford's base 32 (no I, L, O or U): a reference read aloud is not mistaken. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newTransferReference(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `TRF-${code}`;
}

export async function requestTransfer(
  db: Db,
  memberId: number,
  body: RequestTransferBody,
  clock: LeavingClock,
): Promise<TransferRequest> {
  const left = await leftMembership(db, memberId, body.schemeNumber, clock.today);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await inTransaction(db, async (tx) => {
        const acknowledgedOn = await acknowledgementOf(
          tx,
          memberId,
          left.membership.id,
          COUNSELLING_MATERIAL_VERSION,
        );
        if (acknowledgedOn === null)
          throw new AppError('CONFLICT', LEAVING_SERVICE_MESSAGES.counsellingFirst);
        const earlier = await transfersOfMembership(tx, memberId, left.membership.id);
        if (earlier.some((transfer) => transfer.status !== 'Completed'))
          throw new AppError('CONFLICT', LEAVING_SERVICE_MESSAGES.transferOpen);
        const reference = newTransferReference();
        const inserted = await insertTransfer(tx, {
          reference,
          memberId,
          membershipId: left.membership.id,
          receivingFundName: body.receivingFundName,
          receivingFundRegistration: body.receivingFundRegistration,
          receivingFundType: body.receivingFundType,
          status: 'Submitted',
          requestedOn: clock.today,
          nextStepAt: new Date(Date.now() + clock.stepMs),
        });
        await tellMember(
          tx,
          memberId,
          {
            kind: 'transfer-requested',
            reference,
            fundName: left.product.fundName,
            receivingFundName: body.receivingFundName,
            requestedOn: clock.today,
            schemeNumber: body.schemeNumber,
            portalUrl: clock.publicUrl,
          },
          { portalName: clock.portalName },
        );
        return inserted;
      });
      const row = await transferById(db, id);
      if (!row) throw notFound();
      return transferToWire(row);
    } catch (error) {
      if (isUniqueViolation(error, 'transfer_requests_open_key'))
        throw new AppError('CONFLICT', LEAVING_SERVICE_MESSAGES.transferOpen);
      if (attempt < 3 && isUniqueViolation(error, 'transfer_requests_reference_key')) continue;
      throw error;
    }
  }
}
