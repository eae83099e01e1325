import { randomUUID } from 'node:crypto';
import {
  STALE_NOMINATION_MESSAGE,
  type BeneficiaryChange,
  type ProcessNominationRequest,
  type ReplaceNominationRequest,
  type SwapNominationRequest,
} from '@portal/contract/nomination';
import { NominationTypeId, RowAction } from '@portal/domain/nomination';
import { NominationChannel, nominationChannel } from '@portal/domain/nomination-channel';
import { inTransaction, type Db } from '../../db/client';
import { tellMember } from '../inbox/tell-member';
import { AppError, notFound } from '../../lib/app-error';
import type { MemberContext } from '../../plugins/member-auth';
import { readBeneficiary, type BeneficiaryFields } from './beneficiary-input';
import { allocationErrors, badRequest, CONSENT_MESSAGE, snapshot } from './nomination-rules';
import {
  beneficiariesOf,
  findMemberNomination,
  insertNominationAudit,
  lockNomination,
  replaceBeneficiaryRows,
  setNominationVersion,
  type BeneficiaryRow,
  type NewBeneficiaryRow,
  type NominationTarget,
} from './nomination.repository';
import { loadValueSetLookup, sortedRows } from './nomination.service';

// processNomination, replace and swap (spec 1 §4, §7). Each save runs in ONE transaction: the
// nomination row is locked, its version compared with the one the member last read (409 when
// stale), the whole list written and renumbered 1..n, the version raised and one audit entry
// appended. Anything failing half way rolls everything back.

/** When a save is made, and what the notice telling the member of it needs. */
export type NominationSaveContext = { now: Date; portalName: string; publicUrl: string };

/** Where the member manages every nomination (the web app's paths.manageBeneficiaries). */
const MANAGE_BENEFICIARIES_PATH = '/manage-beneficiaries';

type Reference = Pick<ProcessNominationRequest, 'person' | 'membership'>;
/** A row of the new list; `requestIndex` points field errors at the row the member sent. */
type NextRow = {
  row: Omit<NewBeneficiaryRow, 'nominationId' | 'nomineeIdentifier'>;
  requestIndex?: number;
};

/**
 * The nomination the request names, if it is the signed-in member's (DESIGN §1a: another
 * member's id answers 404 and nothing changes). A restricted fund's nomination is not changed
 * online (spec 1 §4: beneficiary management needs an unrestricted fund).
 */
export async function ownedNomination(
  db: Db,
  member: MemberContext,
  reference: Reference | { membership: { caseMbrKey: string; nominationTypeId: number } },
): Promise<NominationTarget> {
  const person = 'person' in reference ? reference.person : undefined;
  if (
    (person?.id != null && person.id !== member.memberId) ||
    (person?.afGroupId != null && person.afGroupId !== member.afGroupId)
  ) {
    throw notFound();
  }
  const { caseMbrKey, nominationTypeId } = reference.membership;
  const target = await findMemberNomination(db, member.memberId, caseMbrKey, nominationTypeId);
  if (!target) throw notFound();
  if (target.membership?.isRestricted) {
    throw new AppError(
      'FORBIDDEN',
      'The beneficiaries of this fund cannot be managed online. Please contact your HR or Adviser.',
    );
  }
  // A preservation fund's rules ask for a signed form: offered on its Beneficiaries tab.
  if (
    target.membership &&
    nominationChannel({ heading: target.product?.heading, isRestricted: false }) ===
      NominationChannel.SignedForm
  ) {
    throw new AppError(
      'FORBIDDEN',
      'The beneficiaries of this fund are nominated on a signed form. Please download the Nomination of Beneficiaries form from the fund’s Beneficiaries tab.',
    );
  }
  return target;
}

async function save(
  db: Db,
  member: MemberContext,
  target: NominationTarget,
  expectedVersion: number,
  action: string,
  context: NominationSaveContext,
  buildNext: (current: BeneficiaryRow[]) => NextRow[],
): Promise<number> {
  const { now } = context;
  return inTransaction(db, async (tx) => {
    const locked = await lockNomination(tx, target.id);
    if (!locked) throw notFound();
    if (locked.version !== expectedVersion)
      throw new AppError('CONFLICT', STALE_NOMINATION_MESSAGE);
    const current = sortedRows(await beneficiariesOf(tx, [target.id]));
    const next = buildNext(current).map(({ row }, index) => ({
      ...row,
      nominationId: target.id,
      nomineeIdentifier: index + 1,
    }));
    const version = locked.version + 1;
    await replaceBeneficiaryRows(tx, target.id, next);
    await setNominationVersion(tx, target.id, version, now);
    await insertNominationAudit(tx, {
      nominationId: target.id,
      memberId: member.memberId,
      actor: member.afGroupId,
      action,
      versionBefore: locked.version,
      versionAfter: version,
      before: current.map(snapshot),
      after: next.map(snapshot),
    });
    await tellMember(
      tx,
      member.memberId,
      {
        kind: 'nomination-saved',
        at: now,
        productName: target.product?.fundName ?? target.cover?.header ?? 'your cover',
        beneficiaries: next.map((row) => `${row.firstName} ${row.lastName}`),
        page: MANAGE_BENEFICIARIES_PATH,
        portalUrl: context.publicUrl,
      },
      { portalName: context.portalName },
    );
    return version;
  });
}

/** Reads every Insert/Update row with the domain's form rules; errors keyed `beneficiaries.i.field`. */
async function readRows(
  db: Db,
  target: NominationTarget,
  rows: { entry: BeneficiaryChange | Omit<BeneficiaryChange, 'action'>; index: number }[],
  errors: Record<string, string[]>,
  today: string,
): Promise<Map<number, BeneficiaryFields>> {
  const valueSets = await loadValueSetLookup(db);
  const isFuneral = target.nominationTypeId === NominationTypeId.Funeral;
  const read = new Map<number, BeneficiaryFields>();
  for (const { entry, index } of rows) {
    const result = readBeneficiary(entry, { today, isFuneral, valueSets });
    if (result.ok) read.set(index, result.value);
    else
      for (const [field, messages] of Object.entries(result.errors))
        errors[`beneficiaries.${index}.${field}`] = messages;
  }
  return read;
}

/**
 * A row as the member sent it. `personId` names the nominated person: an updated row keeps its
 * own, a new or replacing row is a new person (spec 1 §3 Beneficiary personId).
 */
function newRow(
  fields: BeneficiaryFields,
  actor: string,
  created: Date,
  now: Date,
  personId: string = randomUUID(),
) {
  return { ...fields, dateCreated: created, dateModified: now, lastModifiedBy: actor, personId };
}

function withoutIds(row: BeneficiaryRow): NextRow['row'] {
  const { id: _id, nominationId: _n, nomineeIdentifier: _i, ...rest } = row;
  return rest;
}

function checkAllocations(next: NextRow[]): void {
  const errors = allocationErrors(
    next.map(({ row, requestIndex }) => ({ bp: row.allocationBp, requestIndex })),
  );
  if (errors) throw badRequest(errors);
}

/** spec 1 §4: the rows with an action change the current list; the result must be complete. */
export async function processNominationChanges(
  db: Db,
  member: MemberContext,
  body: ProcessNominationRequest,
  context: NominationSaveContext,
  today: string,
): Promise<number> {
  const { now } = context;
  const target = await ownedNomination(db, member, body);
  const errors: Record<string, string[]> = {};
  if (!body.consent) errors.consent = [CONSENT_MESSAGE];
  const isFuneral = target.nominationTypeId === NominationTypeId.Funeral;
  const named = new Set<number>();
  body.beneficiaries.forEach((change, index) => {
    if (change.action === RowAction.Insert) return;
    const id = change.nomineeIdentifier;
    if (id == null)
      errors[`beneficiaries.${index}.nomineeIdentifier`] = [
        'Please say which beneficiary to change.',
      ];
    else if (named.has(id))
      errors[`beneficiaries.${index}.nomineeIdentifier`] = [
        'A beneficiary can be changed only once in a save.',
      ];
    else named.add(id);
    // spec 1 §4: Delete is not offered for funeral rows; Replace is.
    if (change.action === RowAction.Delete && isFuneral)
      errors[`beneficiaries.${index}.action`] = [
        'A funeral beneficiary cannot be deleted. Replace it instead.',
      ];
  });
  const read = await readRows(
    db,
    target,
    body.beneficiaries.flatMap((entry, index) =>
      entry.action === RowAction.Delete ? [] : [{ entry, index }],
    ),
    errors,
    today,
  );
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  return save(
    db,
    member,
    target,
    body.membership.version,
    'processNomination',
    context,
    (current) => {
      const existing = new Set(current.map((row) => row.nomineeIdentifier));
      // DESIGN §1a: a beneficiary id that is not on this nomination answers 404.
      if ([...named].some((id) => !existing.has(id))) throw notFound();
      const changeOf = new Map(
        body.beneficiaries.flatMap((change, index) =>
          change.action !== RowAction.Insert && change.nomineeIdentifier != null
            ? [[change.nomineeIdentifier, { change, index }] as const]
            : [],
        ),
      );
      const next: NextRow[] = [];
      for (const row of current) {
        const changed = changeOf.get(row.nomineeIdentifier);
        if (!changed) next.push({ row: withoutIds(row) });
        else if (changed.change.action === RowAction.Update) {
          const fields = read.get(changed.index);
          if (fields)
            next.push({
              row: newRow(fields, member.afGroupId, row.dateCreated, now, row.personId),
              requestIndex: changed.index,
            });
        }
      }
      body.beneficiaries.forEach((change, index) => {
        const fields = read.get(index);
        if (change.action === RowAction.Insert && fields)
          next.push({ row: newRow(fields, member.afGroupId, now, now), requestIndex: index });
      });
      checkAllocations(next);
      return next;
    },
  );
}

/** spec 1 §2.6, §4 Replace: the submitted rows become the whole list. */
export async function replaceNominationBeneficiaries(
  db: Db,
  member: MemberContext,
  body: ReplaceNominationRequest,
  context: NominationSaveContext,
  today: string,
): Promise<number> {
  const { now } = context;
  const target = await ownedNomination(db, member, body);
  const errors: Record<string, string[]> = {};
  if (!body.consent) errors.consent = [CONSENT_MESSAGE];
  const read = await readRows(
    db,
    target,
    body.beneficiaries.map((entry, index) => ({ entry, index })),
    errors,
    today,
  );
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return save(db, member, target, body.membership.version, 'replace', context, () => {
    const next = [...read].map(([index, fields]) => ({
      row: newRow(fields, member.afGroupId, now, now),
      requestIndex: index,
    }));
    checkAllocations(next);
    return next;
  });
}

/** spec 1 §4 Swap: two rows exchange their places in the order of consideration. */
export async function swapNominationBeneficiaries(
  db: Db,
  member: MemberContext,
  body: SwapNominationRequest,
  context: NominationSaveContext,
): Promise<number> {
  const { now } = context;
  const target = await ownedNomination(db, member, body);
  const [first, second] = body.nomineeIdentifiers;
  if (first === second)
    throw badRequest({
      nomineeIdentifiers: ['Please choose two different beneficiaries to swap.'],
    });
  return save(db, member, target, body.membership.version, 'swap', context, (current) => {
    const a = current.findIndex((row) => row.nomineeIdentifier === first);
    const b = current.findIndex((row) => row.nomineeIdentifier === second);
    if (a < 0 || b < 0) throw notFound();
    const next: NextRow[] = current.map((row) => ({ row: withoutIds(row) }));
    const moved = (row: BeneficiaryRow): NextRow => ({
      row: { ...withoutIds(row), dateModified: now, lastModifiedBy: member.afGroupId },
    });
    next[a] = moved(current[b] as BeneficiaryRow);
    next[b] = moved(current[a] as BeneficiaryRow);
    return next;
  });
}
