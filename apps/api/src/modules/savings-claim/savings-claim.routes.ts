import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIM_UPLOAD_MAX_BYTES,
  deleteDocument,
  getClaimDraft,
  processByMemberClaim,
  processByMemberClaimV2,
  uploadClaimDocument,
  UploadFieldsSchema,
  verifyBankingDetails,
} from '@portal/contract/savings-claim';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import type { Partners } from '../../partners/partners';
import { requireConfirmed, withConfirmation } from '../../auth/step-up-confirmation';
import { requireMember } from '../../plugins/member-auth';
import { verifyClaimBanking } from './bank-verification.service';
import {
  deleteClaimDocument,
  uploadClaimDocument as uploadDocument,
  uploadMessages,
} from './claim-documents.service';
import { claimDraftOnFund, processMemberClaim } from './savings-claim.service';
import { wakeNoticeSenders } from '../inbox/sms-outbox';

// spec 3 §7 processbymemberclaim / processbymemberclaimv2, verifybankingdetails, the claim's
// supporting documents and the draft to resume (the claims issue): the savings withdrawal wizard.

/** The text of a multipart field sent before the file, or undefined. */
function fieldText(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name];
  const first = Array.isArray(field) ? field[0] : field;
  if (!first || first.type !== 'field') return undefined;
  return typeof first.value === 'string' ? first.value : undefined;
}

/**
 * The multipart parser's own failures (a body without its closing boundary, a boundary too long,
 * a part past the limits) are the member's bad input, not the server's fault: 400 in the error
 * model. Anything the parser did not raise is passed on as it is.
 */
async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(
      'BAD_REQUEST',
      `${uploadMessages.failed} The upload could not be read. Please try again.`,
    );
  }
}

/** The claims' background processing, when the server runs one. */
function backgroundOf(app: FastifyInstance): { wake?: () => void } | undefined {
  return (app as FastifyInstance & { claimProcessing?: { wake?: () => void } }).claimProcessing;
}

export async function savingsClaimRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; partners: Partners },
): Promise<void> {
  const { db, config, partners } = opts;
  const deps = { db, config };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const route of [processByMemberClaim, processByMemberClaimV2]) {
    typed.route({
      method: route.method,
      url: route.path,
      schema: { body: route.body, response: { 200: route.response } },
      handler: async (request) => {
        // Submitting moves money: the member confirms this fund, amount and account at a step-up
        // just before (auth/step-up-confirmation.ts); saving a draft needs no confirmation.
        const member = requireMember(request);
        const { draft, isNewSubmission } = await withConfirmation(db, config, member, () =>
          processMemberClaim(deps, member.memberId, request.body, (tx, details) =>
            requireConfirmed(tx, config, member, details),
          ),
        );
        // A submitted claim moves on in the background (claim-processing.ts): tell it now.
        // Its email went to the outbox with it.
        if (isNewSubmission) {
          backgroundOf(app)?.wake?.();
          wakeNoticeSenders(app);
        }
        return { success: true, draft };
      },
    });
  }

  typed.route({
    method: getClaimDraft.method,
    url: getClaimDraft.path,
    schema: { querystring: getClaimDraft.query, response: { 200: getClaimDraft.response } },
    handler: async (request) => ({
      success: true,
      draft: await claimDraftOnFund(
        deps,
        requireMember(request).memberId,
        request.query.schemeNumber,
      ),
    }),
  });

  typed.route({
    method: verifyBankingDetails.method,
    url: verifyBankingDetails.path,
    schema: { body: verifyBankingDetails.body, response: { 200: verifyBankingDetails.response } },
    handler: async (request) => {
      // Verifying the account money will be paid into: the member confirms this account, for
      // this fund and amount, at a step-up just before (DESIGN §1d).
      const member = requireMember(request);
      return withConfirmation(db, config, member, () =>
        verifyClaimBanking({ db, partners, config }, member, request.body),
      );
    },
  });

  typed.route({
    method: deleteDocument.method,
    url: deleteDocument.path,
    schema: { querystring: deleteDocument.query, response: { 200: deleteDocument.response } },
    handler: async (request) =>
      deleteClaimDocument(db, requireMember(request).memberId, request.query.fileId),
  });

  // The upload alone reads multipart/form-data: the parser is registered for its own context.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        files: 1,
        fileSize: CLAIM_UPLOAD_MAX_BYTES,
        fields: 4,
        fieldSize: 200,
        fieldNameSize: 40,
        parts: 6,
        headerPairs: 20,
      },
    });
    uploads.withTypeProvider<ZodTypeProvider>().route({
      method: uploadClaimDocument.method,
      url: uploadClaimDocument.path,
      schema: { response: { 200: uploadClaimDocument.response } },
      handler: async (request) => {
        const { memberId } = requireMember(request);
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', uploadMessages.notMultipart);
        const file = await readUpload(() => request.file());
        if (!file) throw new AppError('BAD_REQUEST', uploadMessages.noFile);
        const content = await readUpload(() => file.toBuffer());
        const fields = UploadFieldsSchema.safeParse({
          webTransactionNo: fieldText(file, 'webTransactionNo'),
          documentTypeId: fieldText(file, 'documentTypeId') ?? '0',
        });
        if (!fields.success) {
          const named = fields.error.issues.some((issue) => issue.path[0] === 'webTransactionNo');
          throw new AppError(
            'BAD_REQUEST',
            named
              ? `${uploadMessages.failed} The claim is not named.`
              : uploadMessages.documentType,
            named
              ? { webTransactionNo: ['webTransactionNo is required before the file'] }
              : { documentTypeId: [uploadMessages.documentType] },
          );
        }
        const { webTransactionNo } = fields.data;
        const document = await uploadDocument(
          db,
          memberId,
          {
            webTransactionNo,
            documentTypeId: Number(fields.data.documentTypeId),
            fileName: file.filename,
            content,
            isTruncated: file.file.truncated,
          },
          {
            today: todayOf(config),
            perDay: config.uploads.perDay,
            bytesPerDay: config.uploads.bytesPerDay,
          },
          { portalName: config.portalName, portalUrl: config.publicUrl },
        );
        return { success: true, document };
      },
    });
  });
}
