import type { Db } from '../../db/client';
import { findMemberIdByAfGroupId } from '../../auth/sessions.repository';
import { fundsOfMember } from '../pdf/pdf.repository';
import { deleteMemberDocuments, issueDocument } from './documents.repository';

// Shared by the tests that need a member to hold a document (the isolation matrix): issued through
// the shared repository as the statements and certificates modules do, and removed afterwards.

export type TestDocument = {
  fileId: string;
  /** The membership number (refNum3) of the document's fund. */
  membershipNumber: string;
  remove: () => Promise<void>;
};

/** A Completed PDF letter of the member `afGroupId`, of their fund `schemeNumber`. */
export async function issueTestDocument(
  db: Db,
  afGroupId: string,
  schemeNumber: string,
  title = 'Test letter',
): Promise<TestDocument> {
  const memberId = await findMemberIdByAfGroupId(db, afGroupId);
  if (memberId === undefined) throw new Error(`no member ${afGroupId}`);
  const fund = (await fundsOfMember(db, memberId)).find(
    (candidate) => candidate.product.schemeNumber === schemeNumber,
  );
  if (!fund) throw new Error(`member ${afGroupId} holds no fund ${schemeNumber}`);
  const document = await issueDocument(db, {
    memberId,
    membershipId: fund.membership.id,
    kind: 'letter',
    title,
    fileName: 'TestLetter.pdf',
    content: Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`),
  });
  return {
    fileId: document.fileId,
    membershipNumber: fund.membership.membershipNumber,
    remove: async () => {
      await deleteMemberDocuments(db, memberId, [document.fileId]);
    },
  };
}
