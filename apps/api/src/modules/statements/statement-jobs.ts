import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import { inTransaction, type Db } from '../../db/client';
import { tellMember } from '../inbox/tell-member';
import { membershipMailPlace } from '../mail/mail-places.repository';
import {
  claimOpenDocument,
  completeDocument,
  failDocument,
  type MemberDocumentRow,
} from '../documents/documents.repository';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { statementDataOf } from './statement-data';
import { statementDocument } from './statement.document';
import { isOnDemandRequest } from './statement-list.service';
import { findStatementMembership } from './statements.repository';

// On-demand statements are rendered off the request thread: GenerateRealTime records a Pending
// document and wakes this worker, which takes open statements one at a time (Pending → InFlight),
// renders each on the PDF worker pool and stores it (Completed). The state lives in PostgreSQL, so
// work left behind by a stopped server is taken up again: a poll finds Pending documents and
// InFlight ones whose render has not finished within `staleAfterSeconds`. Several servers share
// the work without taking the same document (`for update skip locked`). Members take turns
// (claimOpenDocument): one member's backlog never delays another member's first statement, and a
// member has at most ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER waiting (statement-on-demand.service).

declare module 'fastify' {
  interface FastifyInstance {
    /** The on-demand statements' background work (tests wait on it). */
    statementJobs: StatementJobs;
  }
}

export type StatementJobs = BackgroundWork;

export const STATEMENT_MAX_ATTEMPTS = 3;

export function createStatementJobs(options: {
  db: Db;
  /** The PDF pool's background view: a statement waits its turn, never refused. */
  renderer: Pick<PdfRenderer, 'render'>;
  portalName: string;
  /** The portal's public address: the statement-ready email links the statements (issue 46). */
  portalUrl?: string;
  today: () => string;
  /** The administrator's fee for a savings withdrawal, in cents (else the domain's default). */
  savingsWithdrawalFeeCents?: number;
  log: FastifyBaseLogger;
  /** Tells the mail outbox of a message queued (the statement-ready email). */
  wakeMail?: () => void;
  pollMs?: number;
  staleAfterSeconds?: number;
}): StatementJobs {
  const { db, renderer, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const staleAfterSeconds = options.staleAfterSeconds ?? 120;
  async function render(document: MemberDocumentRow): Promise<void> {
    const request = document.request;
    const fund = isOnDemandRequest(request)
      ? await findStatementMembership(db, document.memberId, { membershipId: request.membershipId })
      : undefined;
    if (!fund || !isOnDemandRequest(request)) {
      // Nothing to state (the membership is gone): no attempt can succeed.
      await failDocument(db, document.id, true);
      return;
    }
    const data = await statementDataOf(
      db,
      document.memberId,
      fund,
      {
        type: 'OnDemand',
        start: request.from,
        end: request.to,
      },
      options.savingsWithdrawalFeeCents === undefined
        ? {}
        : { savingsWithdrawalFeeCents: options.savingsWithdrawalFeeCents },
    );
    // An on-demand statement is produced the day it is drawn, and dated so.
    const { definition, footer } = statementDocument(data, {
      portalName: options.portalName,
      generatedOn: options.today(),
    });
    const pdf = await renderer.render(definition, footer);
    await inTransaction(db, async (tx) => {
      await completeDocument(tx, document.id, pdf);
      await tellMember(
        tx,
        document.memberId,
        {
          kind: 'statement-ready',
          fundName: fund.fundName,
          ...(options.portalUrl
            ? { place: await membershipMailPlace(tx, request.membershipId, options.portalUrl) }
            : {}),
        },
        { portalName: options.portalName },
      );
    });
    options.wakeMail?.();
  }

  return createBackgroundWork({
    take: () => claimOpenDocument(db, 'statement', staleAfterSeconds),
    work: render,
    failed: async (document, err) => {
      const isFinal = document.attempts >= STATEMENT_MAX_ATTEMPTS;
      log.error({ err, documentId: document.id, attempt: document.attempts }, 'statement failed');
      await failDocument(db, document.id, isFinal);
    },
    name: 'statement',
    log,
    pollMs,
  });
}
