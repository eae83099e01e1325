import type * as routes from '../savings-claim';
import type { RouteCall } from '../route-call';

// The calls of savings-claim.ts for the web app, without their schemas (route-call.ts).

export const checkKbaMemberStatus: RouteCall<typeof routes.checkKbaMemberStatus> = {
  method: 'GET',
  path: '/api/KBA/CheckMemberStatus',
};

export const deleteDocument: RouteCall<typeof routes.deleteDocument> = {
  method: 'DELETE',
  path: '/api/Documents/DeleteDocument',
};

export const getClaimDraft: RouteCall<typeof routes.getClaimDraft> = {
  method: 'GET',
  path: '/api/Claims/GetClaimDraft',
};

export const getKbaQuestions: RouteCall<typeof routes.getKbaQuestions> = {
  method: 'GET',
  path: '/api/KBA/GetQuestions',
};

export const getKbaRequestId: RouteCall<typeof routes.getKbaRequestId> = {
  method: 'GET',
  path: '/api/KBA/GetRequestId',
};

export const postKbaAnswers: RouteCall<typeof routes.postKbaAnswers> = {
  method: 'POST',
  path: '/api/KBA/PostAnswers',
};

export const processByMemberClaim: RouteCall<typeof routes.processByMemberClaim> = {
  method: 'POST',
  path: '/api/Claims/processbymemberclaim',
};

export const processByMemberClaimV2: RouteCall<typeof routes.processByMemberClaimV2> = {
  method: 'POST',
  path: '/api/Claims/processbymemberclaimv2',
};

export const sendDeceasedMemberAlert: RouteCall<typeof routes.sendDeceasedMemberAlert> = {
  method: 'POST',
  path: '/api/Notifications/SendDeceasedMemberAlert',
};

export const uploadClaimDocument: RouteCall<typeof routes.uploadClaimDocument> = {
  method: 'POST',
  path: '/api/Claims/UploadDocument',
};

export const verifyBankingDetails: RouteCall<typeof routes.verifyBankingDetails> = {
  method: 'POST',
  path: '/api/Claims/verifybankingdetails',
};

export const verifyIdentity: RouteCall<typeof routes.verifyIdentity> = {
  method: 'POST',
  path: '/api/TwoPot/IdVerification',
};

/** Upload limits (the claims issue): PDF, JPEG or PNG, by content; at most 5 MB. */
export const CLAIM_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
