// A file's size as the member reads it (an attachment to a message or a complaint). A module of
// its own rather than in format.ts: the pages that show no file do not load it.

/** '12 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
