import type { StatementItem } from '@portal/contract/statements';
import {
  fetchGeneratedStatementPdf,
  generatedStatementPdfLink,
} from '../api/download-generated-statement';
import { fetchStatementPdf, statementPdfLink } from '../api/download-statement';
import { periodText } from '../utils/format';
import { DownloadButton } from '@/components/ui/download-button';
import { StatusBadge } from './status-badge';

/**
 * A statement's Download: a published statement through DownloadStatement (identifier and name),
 * an on-demand one through /Download (DataUploadSk) once Completed; until then its status.
 */
export function StatementDownload({
  statement,
  fullWidth,
}: {
  statement: StatementItem;
  fullWidth?: boolean;
}) {
  if (statement.status !== 'Completed') return <StatusBadge status={statement.status} />;
  const { dataUploadSk } = statement;
  const published = { identifier: statement.statementId, name: statement.fileName };
  const fetchFile =
    dataUploadSk !== null
      ? () => fetchGeneratedStatementPdf(dataUploadSk)
      : () => fetchStatementPdf(published);
  const href =
    dataUploadSk !== null ? generatedStatementPdfLink(dataUploadSk) : statementPdfLink(published);
  return (
    <DownloadButton
      fetchFile={fetchFile}
      href={href}
      fileName={statement.fileName}
      what={`${statement.statementTypeName}, ${statement.fundName}, ${periodText(statement.fromDate, statement.toDate)}`}
      fullWidth={fullWidth}
    />
  );
}
