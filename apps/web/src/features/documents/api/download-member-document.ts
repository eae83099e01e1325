import { downloadMemberDocument } from '@portal/contract/calls/documents';
import { fileLink, requestFile } from '@/lib/api-client';

// spec 1 §7 GET /PDF/DownloadMemberDocument?fileId: the file itself (Completed documents only).
export function fetchMemberDocument(fileId: string): Promise<Blob> {
  return requestFile(downloadMemberDocument, { query: { fileId } });
}

export function memberDocumentLink(fileId: string): string {
  return fileLink(downloadMemberDocument, { query: { fileId } });
}
