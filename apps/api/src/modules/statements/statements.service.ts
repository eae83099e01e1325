import type { TransactionSummaryResponse } from '@portal/contract/statements';
import { transactionSummaryFormSchema } from '@portal/domain/date-range-forms';
import { addDays, isValidIsoDate, todayInJohannesburg } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { statementName, type StatementPeriod } from '@portal/domain/statements';
import { transactionSummary } from '@portal/domain/transaction-summary';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { parseOrBadRequest } from '../../lib/validation';
import { derivedFileId } from '../documents/derived-file-id';
import { findIssuedDocument } from '../documents/documents.repository';
import { issueOnce } from '../documents/issue-once';
import { fundWindow } from '../fund-details/fund-valuation';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import { statementDataOf } from './statement-data';
import { statementDocument } from './statement.document';
import {
  parseStatementId,
  publishedStatementOf,
  statementFileName,
} from './statement-list.service';
import { findMembershipIdByCaseKeys, findStatementMembership } from './statements.repository';

/** spec 2 §3: dateFrom and dateTo are ISO strings; a timestamp is its Johannesburg calendar date. */
export function calendarDateOf(value: string): string {
  return isValidIsoDate(value) ? value : todayInJohannesburg(new Date(value));
}

/**
 * spec 2 §2, §3, §5, spec 3 §2.3: the five figures of the period from dateFrom to dateTo, by the
 * domain's transaction summary over the IRR's own period (DESIGN §1a, domain period.ts: opening
 * at the end of the day before dateFrom, transactions dateFrom to dateTo, closing at the end of
 * dateTo). Dates must lie between three years ago and today, From not after To (400 with the
 * domain's messages); the case keys must be the member's own (404).
 */
export async function transactionSummaryOf(
  db: Db,
  memberId: number,
  query: { dateFrom: string; dateTo: string; caseKey: string; caseMemberKey: string },
  today: string,
): Promise<TransactionSummaryResponse> {
  const { dateFrom, dateTo } = parseOrBadRequest(transactionSummaryFormSchema(today), {
    dateFrom: calendarDateOf(query.dateFrom),
    dateTo: calendarDateOf(query.dateTo),
  });
  const membershipId = await findMembershipIdByCaseKeys(
    db,
    memberId,
    query.caseKey,
    query.caseMemberKey,
  );
  if (membershipId === undefined) throw notFound();
  const window = await fundWindow(db, membershipId, dateFrom, dateTo);
  const summary = transactionSummary({
    from: dateFrom,
    to: dateTo,
    openingValue: window.openingValue,
    closingValue: window.closingValue,
    transactions: window.transactions.map((row) => ({
      date: row.date,
      type: row.type,
      amount: row.amountCents,
    })),
  });
  return {
    success: true,
    openingBalance: randFromCents(summary.openingBalance),
    contributionsAndSwitches: randFromCents(summary.contributionsAndSwitches),
    withdrawalsFeesAndExpenses: randFromCents(summary.withdrawalsFeesAndExpenses),
    investmentReturn: randFromCents(summary.investmentReturn),
    closingBalance: randFromCents(summary.closingBalance),
    switched: randFromCents(summary.switched),
  };
}

/**
 * The day a published statement is issued, and so its date ("Produced on"): the day after its
 * period ends, the first day the statements list offers it (domain publishedStatementPeriods: a
 * period is published once its end is before today). DESIGN §1e "Documents keep the date they
 * were issued": the same whatever day it is first or later downloaded.
 */
export function publicationDateOf(period: Pick<StatementPeriod, 'end'>): string {
  return addDays(period.end, 1);
}

/**
 * spec 3 §7 DownloadStatement: a published (annual or quarterly) statement of the member's own.
 * It is rendered on its first download and kept among the member's documents (issue-once.ts,
 * dedupe key `published-statement:…`, a file id derived from it): every later download serves the
 * stored bytes, so repeated downloads cost a database read, not a render. Its figures are the data
 * as at its dates, which no later data changes; it is dated on its publication
 * (`publicationDateOf`), not on the day it is first downloaded.
 * A statement kept was checked to be published when it was first drawn (a published period stays
 * published), so a later download only finds the member's own membership and the kept bytes.
 */
export async function publishedStatementPdf(
  db: Db,
  memberId: number,
  identifier: string,
  context: {
    today: string;
    portalName: string;
    /** The administrator's fee for a savings withdrawal, in cents (the two-pot rules' section). */
    savingsWithdrawalFeeCents?: number;
    render: (definition: PdfDefinition, footer: unknown) => Promise<Buffer>;
  },
): Promise<{ content: Buffer; fileName: string }> {
  const keyOf = (membershipId: number, period: { type: string; start: string; end: string }) =>
    `published-statement:${membershipId}:${period.type}:${period.start}:${period.end}`;
  const parsed = parseStatementId(identifier);
  const own = parsed
    ? await findStatementMembership(db, memberId, { caseMemberKey: parsed.caseMemberKey })
    : undefined;
  const kept =
    parsed && own
      ? await findIssuedDocument(db, memberId, keyOf(own.membershipId, parsed.period))
      : undefined;
  if (kept) return { content: kept.content, fileName: kept.fileName };

  const { fund, period } = await publishedStatementOf(db, memberId, identifier, context.today);
  const dedupeKey = keyOf(fund.membershipId, period);
  const issued = await issueOnce(
    db,
    {
      memberId,
      membershipId: fund.membershipId,
      kind: 'statement',
      title: statementName(period),
      fileName: statementFileName(fund.membershipNumber, period),
      // Not an on-demand request (no `from`/`to`): the statements list leaves it out.
      request: {
        membershipId: fund.membershipId,
        statementType: period.type,
        start: period.start,
        end: period.end,
      },
      dedupeKey,
      fileId: derivedFileId(memberId, dedupeKey),
    },
    async () => {
      const data = await statementDataOf(
        db,
        memberId,
        fund,
        period,
        context.savingsWithdrawalFeeCents === undefined
          ? {}
          : { savingsWithdrawalFeeCents: context.savingsWithdrawalFeeCents },
      );
      const { definition, footer } = statementDocument(data, {
        portalName: context.portalName,
        generatedOn: publicationDateOf(period),
      });
      return context.render(definition, footer);
    },
  );
  return { content: issued.content, fileName: issued.fileName };
}
