import { onDemandStatementsBusyMessage, type StatementItem } from '@portal/contract/statements';
import { checkStatementPeriod } from '@portal/domain/statements';
import type { Db } from '../../db/client';
import { AppError, notFound, tooManyRequests } from '../../lib/app-error';
import { fieldError } from '../../lib/validation';
import { findMemberDocument, requestDocumentWithinLimit } from '../documents/documents.repository';
import { currentValuesOf } from '../fund/fund.repository';
import { isOnDemandRequest, onDemandItem, statementFileName } from './statement-list.service';
import {
  findMembershipIdByCaseKeys,
  findStatementMembership,
  type StatementMembershipRow,
} from './statements.repository';
import { statementName } from '@portal/domain/statements';

// spec 2 §7 PeriodCheck and GenerateRealTime: an on-demand statement for any period of the
// member's own fund that the domain's period check allows. The statement is rendered in the
// background (statement-jobs.ts); asking again for the same fund and period answers the same
// statement with its status. A member has at most a few statements waiting or being prepared at
// once (ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER): past that, 429 with Retry-After.

/** When a refused member may ask again: about when one of theirs is done. */
export const ON_DEMAND_RETRY_AFTER_SECONDS = 5;

type PeriodQuery = { caseKey: string; caseMemberKey: string; fromDate: string; toDate: string };

async function fundAndPriceDate(
  db: Db,
  memberId: number,
  query: PeriodQuery,
): Promise<{ fund: StatementMembershipRow; latestPriceDate: string | null }> {
  const membershipId = await findMembershipIdByCaseKeys(
    db,
    memberId,
    query.caseKey,
    query.caseMemberKey,
  );
  const fund =
    membershipId === undefined
      ? undefined
      : await findStatementMembership(db, memberId, { membershipId });
  if (!fund) throw notFound();
  const values = await currentValuesOf(db, memberId);
  const latestPriceDate =
    values.find((value) => value.membershipId === fund.membershipId)?.calculationDate ?? null;
  return { fund, latestPriceDate };
}

export async function periodCheckOf(db: Db, memberId: number, query: PeriodQuery) {
  const { fund, latestPriceDate } = await fundAndPriceDate(db, memberId, query);
  const check = checkStatementPeriod({
    from: query.fromDate,
    to: query.toDate,
    dateJoined: fund.dateJoined,
    latestPriceDate,
  });
  return {
    success: true,
    isValid: check.isValid,
    field: check.isValid
      ? null
      : check.field === 'from'
        ? ('fromDate' as const)
        : ('toDate' as const),
    message: check.isValid ? null : check.message,
    dateJoined: fund.dateJoined,
    latestPriceDate,
  };
}

/**
 * Starts an on-demand statement (Pending), or answers the member's statement already asked for
 * with this fund and period; one that failed is asked for again. A new one past the member's
 * `pendingPerMember` statements waiting or being prepared: 429 with Retry-After (checked and
 * recorded in one transaction, so parallel requests cannot pass it). `onRequested` wakes the
 * background work.
 */
export async function generateRealTimeStatement(
  db: Db,
  memberId: number,
  query: PeriodQuery,
  options: { pendingPerMember: number; onRequested: () => void },
): Promise<{ success: true; statement: StatementItem }> {
  const { fund, latestPriceDate } = await fundAndPriceDate(db, memberId, query);
  const check = checkStatementPeriod({
    from: query.fromDate,
    to: query.toDate,
    dateJoined: fund.dateJoined,
    latestPriceDate,
  });
  if (!check.isValid)
    throw fieldError(check.field === 'from' ? 'fromDate' : 'toDate', check.message);
  const period = { type: 'OnDemand' as const, start: query.fromDate, end: query.toDate };
  const request = { membershipId: fund.membershipId, from: query.fromDate, to: query.toDate };
  const answer = await requestDocumentWithinLimit(
    db,
    {
      memberId,
      membershipId: fund.membershipId,
      kind: 'statement',
      title: statementName(period),
      fileName: statementFileName(fund.membershipNumber, period),
      request,
      dedupeKey: `statement:${fund.membershipId}:${query.fromDate}:${query.toDate}`,
    },
    options.pendingPerMember,
  );
  if ('refused' in answer)
    throw tooManyRequests(
      onDemandStatementsBusyMessage(options.pendingPerMember),
      ON_DEMAND_RETRY_AFTER_SECONDS,
    );
  if (answer.isNew) options.onRequested();
  return { success: true, statement: onDemandItem(fund, answer.document, request) };
}

/** An on-demand statement's PDF: the member's own and Completed, otherwise 404 (409 still running). */
export async function generatedStatementPdf(
  db: Db,
  memberId: number,
  fileId: string,
): Promise<{ content: Buffer; fileName: string }> {
  const document = await findMemberDocument(db, memberId, fileId);
  if (!document || document.kind !== 'statement' || !isOnDemandRequest(document.request))
    throw notFound();
  if (document.status !== 'Completed' || !document.content)
    throw new AppError(
      'CONFLICT',
      'Your statement is still being prepared. Please try again in a moment.',
    );
  return { content: document.content, fileName: document.fileName };
}
