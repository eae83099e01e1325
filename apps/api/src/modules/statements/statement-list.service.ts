import type {
  StatementItem,
  StatementsQuery,
  StatementsResponse,
} from '@portal/contract/statements';
import { STATEMENTS_PAGE_SIZE, STATEMENT_YEAR_OPTIONS } from '@portal/contract/statements';
import { compareDates, isAfter, isBefore, isValidIsoDate } from '@portal/domain/dates';
import {
  publishedStatementPeriods,
  statementName,
  statementYear,
  STATEMENT_TYPE_NAMES,
  STATEMENT_TYPES,
  type StatementPeriod,
  type StatementType,
} from '@portal/domain/statements';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { listMemberDocuments, type MemberDocumentSummary } from '../documents/documents.repository';
import { calculationDatesOf } from '../fund/fund.repository';
import {
  findStatementMembership,
  statementMembershipsOf,
  type StatementMembershipRow,
} from './statements.repository';

// spec 2 §7 / spec 3 §7: the member's statements. Published statements (annual and quarterly)
// follow from each membership's dates (domain `publishedStatementPeriods`); on-demand statements
// are the member's documents of kind 'statement'.

/** An on-demand statement's request, as kept on its document. */
export type OnDemandRequest = { membershipId: number; from: string; to: string };

export function isOnDemandRequest(value: unknown): value is OnDemandRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Record<string, unknown>;
  return (
    typeof request.membershipId === 'number' &&
    typeof request.from === 'string' &&
    typeof request.to === 'string'
  );
}

/**
 * A published statement's identifier: its membership's case member key, type and dates, encoded
 * (base64url) so that it reads as one opaque token. It names nothing the member does not own: it
 * is checked against the member's memberships and published periods on every download.
 */
export function statementIdOf(caseMemberKey: string, period: StatementPeriod): string {
  return Buffer.from(
    [caseMemberKey, period.type, period.start, period.end].join('|'),
    'utf8',
  ).toString('base64url');
}

/** A published statement's identifier read back; undefined when it is not one. */
export function parseStatementId(
  identifier: string,
): { caseMemberKey: string; period: StatementPeriod } | undefined {
  const parts = Buffer.from(identifier, 'base64url').toString('utf8').split('|');
  if (parts.length !== 4) return undefined;
  const [caseMemberKey, type, start, end] = parts as [string, string, string, string];
  if (!(STATEMENT_TYPES as readonly string[]).includes(type) || type === 'OnDemand')
    return undefined;
  if (!isValidIsoDate(start) || !isValidIsoDate(end)) return undefined;
  return { caseMemberKey, period: { type: type as StatementType, start, end } };
}

/** '2025-03-01' … → 'AnnualBenefitStatement_M12345_2025-03-01_2026-02-28.pdf'. */
export function statementFileName(membershipNumber: string, period: StatementPeriod): string {
  const type = STATEMENT_TYPE_NAMES[period.type].replace(/[^A-Za-z]+(.)?/g, (_m, c?: string) =>
    c ? c.toUpperCase() : '',
  );
  const safeNumber = membershipNumber.replace(/[^A-Za-z0-9-]/g, '');
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}_${safeNumber}_${period.start}_${period.end}.pdf`;
}

function publishedItem(fund: StatementMembershipRow, period: StatementPeriod): StatementItem {
  return {
    statementId: statementIdOf(fund.caseMemberKey, period),
    name: statementName(period),
    fileName: statementFileName(fund.membershipNumber, period),
    statementType: period.type,
    statementTypeName: STATEMENT_TYPE_NAMES[period.type],
    fundName: fund.fullProductName,
    schemeNumber: fund.schemeNumber,
    membershipNumber: fund.membershipNumber,
    fromDate: period.start,
    toDate: period.end,
    year: statementYear(period),
    status: 'Completed',
    dataUploadSk: null,
    requestedAt: null,
  };
}

export function onDemandItem(
  fund: StatementMembershipRow,
  document: Pick<MemberDocumentSummary, 'fileId' | 'status' | 'createdAt'>,
  request: OnDemandRequest,
): StatementItem {
  const period: StatementPeriod = { type: 'OnDemand', start: request.from, end: request.to };
  return {
    ...publishedItem(fund, period),
    statementId: document.fileId,
    status: document.status,
    dataUploadSk: document.fileId,
    requestedAt: document.createdAt.toISOString(),
  };
}

/** Every statement of the member, newest period first (then published before on-demand). */
async function allStatementsOf(db: Db, memberId: number, today: string) {
  const [funds, values, documents] = await Promise.all([
    statementMembershipsOf(db, memberId),
    calculationDatesOf(db, memberId),
    listMemberDocuments(db, memberId, { kinds: ['statement'] }),
  ]);
  const latestPriceDate = new Map(values.map((v) => [v.membershipId, v.calculationDate]));
  const byId = new Map(funds.map((fund) => [fund.membershipId, fund]));
  const published = funds.flatMap((fund) =>
    publishedStatementPeriods({
      dateJoined: fund.dateJoined,
      latestPriceDate: latestPriceDate.get(fund.membershipId) ?? null,
      today,
    }).map((period) => publishedItem(fund, period)),
  );
  const onDemand = documents.flatMap((document) => {
    const fund = document.membershipId === null ? undefined : byId.get(document.membershipId);
    return fund && isOnDemandRequest(document.request)
      ? [onDemandItem(fund, document, document.request)]
      : [];
  });
  const items = [...published, ...onDemand].sort(
    (a, b) =>
      compareDates(b.toDate, a.toDate) ||
      STATEMENT_TYPES.indexOf(a.statementType) - STATEMENT_TYPES.indexOf(b.statementType) ||
      a.fundName.localeCompare(b.fundName) ||
      (b.requestedAt ?? '').localeCompare(a.requestedAt ?? ''),
  );
  return { funds, items };
}

/** Each fund's latest annual and latest quarterly statement. */
function latestOf(items: readonly StatementItem[]): StatementItem[] {
  const seen = new Set<string>();
  const latest: StatementItem[] = [];
  for (const item of items) {
    if (item.statementType === 'OnDemand') continue;
    const key = `${item.membershipNumber}|${item.schemeNumber}|${item.statementType}`;
    if (seen.has(key)) continue;
    seen.add(key);
    latest.push(item);
  }
  return latest;
}

function yearOptionsOf(items: readonly StatementItem[]): { years: number[]; hasOlder: boolean } {
  const years = [...new Set(items.map((item) => item.year))].sort((a, b) => b - a);
  return {
    years: years.slice(0, STATEMENT_YEAR_OPTIONS),
    hasOlder: years.length > STATEMENT_YEAR_OPTIONS,
  };
}

function matches(
  item: StatementItem,
  query: StatementsQuery,
  options: { years: number[] },
): boolean {
  const from = query['TimeInterval.FromDate'];
  const to = query['TimeInterval.ToDate'];
  if (from && isBefore(item.toDate, from)) return false;
  if (to && isAfter(item.toDate, to)) return false;
  if (query.FundNames.length > 0 && !query.FundNames.includes(item.fundName)) return false;
  if (query.StatementTypes.length > 0 && !query.StatementTypes.includes(item.statementType))
    return false;
  if (query.Years.length > 0 || query.IncludeOlder) {
    const oldestOption = Math.min(...options.years);
    const isOlder = options.years.length > 0 && item.year < oldestOption;
    if (!(query.Years.includes(item.year) || (query.IncludeOlder && isOlder))) return false;
  }
  return true;
}

function pageOf(items: readonly StatementItem[], pageNumber: number) {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / STATEMENTS_PAGE_SIZE));
  const start = (pageNumber - 1) * STATEMENTS_PAGE_SIZE;
  return {
    details: items.slice(start, start + STATEMENTS_PAGE_SIZE),
    pageNumber,
    pageSize: STATEMENTS_PAGE_SIZE,
    totalCount,
    totalPages,
  };
}

/** GET /api/Statements: the latest statements, a page of the filtered history and the filters. */
export async function statementsOf(
  db: Db,
  memberId: number,
  query: StatementsQuery,
  today: string,
): Promise<StatementsResponse> {
  const { funds, items } = await allStatementsOf(db, memberId, today);
  const yearOptions = yearOptionsOf(items);
  const filtered = items.filter((item) => matches(item, query, yearOptions));
  const types = STATEMENT_TYPES.filter((type) => items.some((i) => i.statementType === type));
  return {
    success: true,
    latestDetails: latestOf(items),
    ...pageOf(filtered, query.PageNumber),
    yearOptions,
    statementTypes: types.map((value) => ({ value, name: STATEMENT_TYPE_NAMES[value] })),
    fundNames: [...new Set(funds.map((fund) => fund.fullProductName))],
  };
}

export async function historicalStatementsOf(
  db: Db,
  memberId: number,
  query: StatementsQuery,
  today: string,
) {
  const { items } = await allStatementsOf(db, memberId, today);
  const yearOptions = yearOptionsOf(items);
  return {
    success: true,
    ...pageOf(
      items.filter((item) => matches(item, query, yearOptions)),
      query.PageNumber,
    ),
  };
}

export async function latestStatementsOf(db: Db, memberId: number, today: string) {
  const { items } = await allStatementsOf(db, memberId, today);
  return { success: true, latestDetails: latestOf(items) };
}

export async function statementsCountOf(db: Db, memberId: number, today: string) {
  const { items } = await allStatementsOf(db, memberId, today);
  return {
    success: true,
    countFilter: [{ latestCount: latestOf(items).length, totalCount: items.length }],
  };
}

/**
 * The published statement an identifier names, of the member's own membership and one of its
 * published periods; anything else is 404.
 */
export async function publishedStatementOf(
  db: Db,
  memberId: number,
  identifier: string,
  today: string,
): Promise<{ fund: StatementMembershipRow; period: StatementPeriod }> {
  const parsed = parseStatementId(identifier);
  if (!parsed) throw notFound();
  const fund = await findStatementMembership(db, memberId, {
    caseMemberKey: parsed.caseMemberKey,
  });
  if (!fund) throw notFound();
  const values = await calculationDatesOf(db, memberId);
  const latestPriceDate =
    values.find((value) => value.membershipId === fund.membershipId)?.calculationDate ?? null;
  const isPublished = publishedStatementPeriods({
    dateJoined: fund.dateJoined,
    latestPriceDate,
    today,
  }).some(
    (p) =>
      p.type === parsed.period.type &&
      p.start === parsed.period.start &&
      p.end === parsed.period.end,
  );
  if (!isPublished) throw notFound();
  return { fund, period: parsed.period };
}
