import type * as routes from '../my-data';
import type { RouteCall } from '../route-call';

// The calls of my-data.ts for the web app, without their schemas (route-call.ts), and the words
// the page and the server share (issue 49 point 2: the member's own data, POPIA section 23).

/** Where an archive stands: being prepared, ready to download, failed, or past its days. */
export const DATA_ARCHIVE_STATES = ['Preparing', 'Ready', 'Failed', 'Expired'] as const;
export type DataArchiveState = (typeof DATA_ARCHIVE_STATES)[number];

export const DATA_ARCHIVE_STATE_LABELS: Record<DataArchiveState, string> = {
  Preparing: 'Being prepared',
  Ready: 'Ready to download',
  Failed: 'Could not be prepared',
  Expired: 'Expired',
};

/** Days an archive can be downloaded once it is ready; its bytes are then dropped. */
export const DATA_ARCHIVE_KEEP_DAYS = 7;

/** The words of a refused second archive on one day, with the day the next may be asked for. */
export function dataArchiveRefusal(nextOn: string): string {
  return `You have already asked for your data today. You can ask for a new archive from ${nextOn}.`;
}

export const requestDataArchive: RouteCall<typeof routes.requestDataArchive> = {
  method: 'POST',
  path: '/api/MyData/RequestArchive',
};

export const getDataArchives: RouteCall<typeof routes.getDataArchives> = {
  method: 'GET',
  path: '/api/MyData/GetArchives',
};

export const downloadDataArchive: RouteCall<typeof routes.downloadDataArchive> = {
  method: 'GET',
  path: '/api/MyData/DownloadArchive',
  fileType: 'application/zip',
};
