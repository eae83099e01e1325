import { downloadEscalationPack } from '@portal/contract/calls/complaints';
import { fileLink, requestFile } from '@/lib/api-client';

// GET /api/Complaints/DownloadEscalationPack?reference: the pack for the fund's ombud (a tagged
// PDF), once the fund's days passed without an answer or the member said the answer does not
// settle the complaint. The first download is the day the pack was issued (packIssuedOn).

export function fetchEscalationPack(reference: string): Promise<Blob> {
  return requestFile(downloadEscalationPack, { query: { reference } });
}

export function escalationPackLink(reference: string): string {
  return fileLink(downloadEscalationPack, { query: { reference } });
}

export function escalationPackFileName(reference: string): string {
  return `Complaint-${reference}-escalation-pack.pdf`;
}
