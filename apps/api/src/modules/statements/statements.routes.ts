import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadGeneratedStatement,
  downloadStatement,
  generateRealTimeStatement,
  getHistoricalStatements,
  getLatestStatementsDetails,
  getStatements,
  getStatementsCount,
  getTransactionSummary,
  periodCheck,
} from '@portal/contract/statements';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { sendMemberAnswer } from '../../lib/member-answers';
import { sendFile } from '../../lib/send-file';
import { requireMember } from '../../plugins/member-auth';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import type { StatementJobs } from './statement-jobs';
import {
  historicalStatementsOf,
  latestStatementsOf,
  statementsCountOf,
  statementsOf,
} from './statement-list.service';
import {
  generatedStatementPdf,
  generateRealTimeStatement as generateRealTime,
  periodCheckOf,
} from './statement-on-demand.service';
import { publishedStatementPdf, transactionSummaryOf } from './statements.service';

/** spec 2 §7, spec 3 §7: the statements calls. */
export async function statementsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; renderer: PdfRenderer; jobs: StatementJobs },
): Promise<void> {
  const { db, config, renderer, jobs } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: getTransactionSummary.method,
    url: getTransactionSummary.path,
    schema: {
      querystring: getTransactionSummary.query,
      response: { 200: getTransactionSummary.response },
    },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      return transactionSummaryOf(db, memberId, request.query, todayOf(config));
    },
  });

  typed.route({
    method: getStatements.method,
    url: getStatements.path,
    schema: { querystring: getStatements.query, response: { 200: getStatements.response } },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const today = todayOf(config);
      return sendMemberAnswer(request, reply, {
        db,
        memberId,
        key: `Statements|${today}|${JSON.stringify(request.query)}`,
        compute: () => statementsOf(db, memberId, request.query, today),
      });
    },
  });

  typed.route({
    method: getHistoricalStatements.method,
    url: getHistoricalStatements.path,
    schema: {
      querystring: getHistoricalStatements.query,
      response: { 200: getHistoricalStatements.response },
    },
    handler: async (request) =>
      historicalStatementsOf(db, requireMember(request).memberId, request.query, todayOf(config)),
  });

  typed.route({
    method: getLatestStatementsDetails.method,
    url: getLatestStatementsDetails.path,
    schema: { response: { 200: getLatestStatementsDetails.response } },
    handler: async (request) =>
      latestStatementsOf(db, requireMember(request).memberId, todayOf(config)),
  });

  typed.route({
    method: getStatementsCount.method,
    url: getStatementsCount.path,
    schema: { response: { 200: getStatementsCount.response } },
    handler: async (request) =>
      statementsCountOf(db, requireMember(request).memberId, todayOf(config)),
  });

  typed.route({
    method: downloadStatement.method,
    url: downloadStatement.path,
    schema: { querystring: downloadStatement.query },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      // Rendered on the first download and kept: later downloads serve the stored bytes.
      const file = await publishedStatementPdf(db, memberId, request.query.identifier, {
        today: todayOf(config),
        portalName: config.portalName,
        savingsWithdrawalFeeCents: config.savingsClaims.feeCents,
        render: (definition, footer) => renderer.render(definition, footer),
      });
      return sendFile(reply, file);
    },
  });

  typed.route({
    method: downloadGeneratedStatement.method,
    url: downloadGeneratedStatement.path,
    schema: { querystring: downloadGeneratedStatement.query },
    handler: async (request, reply) => {
      const { memberId } = requireMember(request);
      const { content, fileName } = await generatedStatementPdf(
        db,
        memberId,
        request.query.DataUploadSk,
      );
      return sendFile(reply, { content, fileName });
    },
  });

  typed.route({
    method: periodCheck.method,
    url: periodCheck.path,
    schema: { querystring: periodCheck.query, response: { 200: periodCheck.response } },
    handler: async (request) => periodCheckOf(db, requireMember(request).memberId, request.query),
  });

  typed.route({
    method: generateRealTimeStatement.method,
    url: generateRealTimeStatement.path,
    schema: {
      querystring: generateRealTimeStatement.query,
      response: { 200: generateRealTimeStatement.response },
    },
    handler: async (request) =>
      generateRealTime(db, requireMember(request).memberId, request.query, {
        pendingPerMember: config.onDemandStatementsPendingPerMember,
        onRequested: jobs.wake,
      }),
  });
}
