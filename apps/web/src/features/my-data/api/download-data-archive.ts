import { downloadDataArchive } from '@portal/contract/calls/my-data';
import { fileLink, requestFile } from '@/lib/api-client';

// GET /api/MyData/DownloadArchive?id: the member's own ready archive (a ZIP).

export function fetchDataArchive(id: string): Promise<Blob> {
  return requestFile(downloadDataArchive, { query: { id } });
}

export function dataArchiveLink(id: string): string {
  return fileLink(downloadDataArchive, { query: { id } });
}

export function dataArchiveFileName(requestedAt: string): string {
  return `my-data-${requestedAt.slice(0, 10)}.zip`;
}
