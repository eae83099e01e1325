import { DATA_ARCHIVE_KEEP_DAYS } from '@portal/contract/calls/my-data';

// The notice of a data archive ready (issue 49 point 2; POPIA section 23), beside the other
// messages of mail-templates.ts. It says where to download the archive, never what it holds.

export type DataArchiveReadyMail = {
  kind: 'data-archive-ready';
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

/** The portal's page of the member's data (apps/web/src/config/paths.ts myData). */
export const MY_DATA_PATH = '/my-data';

export function dataArchiveReadyLines(content: DataArchiveReadyMail) {
  return {
    subject: 'Your data is ready to download',
    lines: [
      'The archive of the personal information we hold about you, which you asked for, is ready.',
      `Download it from the “Your data” page within ${DATA_ARCHIVE_KEEP_DAYS} days; after that it is deleted and you may ask for a new one.`,
      { text: 'Download your data', link: `${content.portalUrl}${MY_DATA_PATH}` },
      'If you did not ask for it, change your password at once, or call us on 0860 000 000.',
    ],
  };
}
