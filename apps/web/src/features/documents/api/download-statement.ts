import { downloadStatement } from '@portal/contract/calls/statements';
import { fileLink, requestFile } from '@/lib/api-client';

// spec 3 §7: a published statement's PDF by identifier and URI-encoded name.
export function fetchStatementPdf(input: { identifier: string; name: string }): Promise<Blob> {
  return requestFile(downloadStatement, { query: input });
}

export function statementPdfLink(input: { identifier: string; name: string }): string {
  return fileLink(downloadStatement, { query: input });
}
