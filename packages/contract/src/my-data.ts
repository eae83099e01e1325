import { z } from 'zod';
import { DATA_ARCHIVE_STATES } from './calls/my-data';
import type { FileAnswer } from './pdf';
import { defineRoute } from './route';
import { DateStringSchema } from './wire';

export {
  DATA_ARCHIVE_KEEP_DAYS,
  DATA_ARCHIVE_STATES,
  DATA_ARCHIVE_STATE_LABELS,
  dataArchiveRefusal,
  type DataArchiveState,
} from './calls/my-data';

// The member's own data (issue 49 point 2; POPIA section 23: a person may ask what personal
// information is held about them, and have it). The member asks for an archive (once a day); the
// portal prepares it in the background (a ZIP: a JSON file per kind of data and a readable PDF
// summary), tells the member in the inbox when it is ready, and keeps it for
// DATA_ARCHIVE_KEEP_DAYS. Every call is scoped to the signed-in member: another member's archive
// is a 404.

export const DataArchiveSchema = z.object({
  /** The archive's id (a random UUID). */
  id: z.string(),
  status: z.enum(DATA_ARCHIVE_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the archive stops being downloadable (ready archives only). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataArchive = z.infer<typeof DataArchiveSchema>;

const ArchivesAnswerSchema = z.object({
  success: z.boolean(),
  /** Newest first. */
  archives: z.array(DataArchiveSchema),
  /** The first day a new archive may be asked for (today when one may be asked for now). */
  nextAllowedOn: DateStringSchema,
  keepDays: z.number().int(),
});

export const requestDataArchive = defineRoute({
  method: 'POST',
  path: '/api/MyData/RequestArchive',
  body: z.object({}).strict().optional(),
  response: ArchivesAnswerSchema.extend({ archive: DataArchiveSchema }),
});

export const getDataArchives = defineRoute({
  method: 'GET',
  path: '/api/MyData/GetArchives',
  response: ArchivesAnswerSchema,
});

/** The archive: a ZIP file, as the call says (calls/my-data.ts). */
export const ZipFileSchema = z.custom<FileAnswer>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'type' in value &&
    value.type === 'application/zip',
  { message: 'Expected a ZIP file' },
);

export const downloadDataArchive = defineRoute({
  method: 'GET',
  path: '/api/MyData/DownloadArchive',
  query: z.object({ id: z.uuid({ error: 'Not an archive id.' }) }),
  response: ZipFileSchema,
});
