import type { FastifyReply } from 'fastify';
import { withoutFormatCharacters } from '@portal/domain/text-names';

// Every file a member downloads (statements, certificates, documents, forms) is sent the same way:
// as an attachment under its own name, never cached, its type not sniffed.

/**
 * `attachment` with a plain ASCII name for old clients and the exact name (RFC 5987) for the
 * rest; quotes, backslashes, slashes and control characters never reach the header, nor format
 * characters (Cf, bidi controls: UAX #9), so a name kept before they were refused still saves as
 * it reads.
 */
export function attachmentDisposition(name: string): string {
  const fileName = withoutFormatCharacters(name);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\/]/g, '_').trim() || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function sendFile(
  reply: FastifyReply,
  file: { content: Buffer; fileName: string; contentType?: string },
) {
  return reply
    .header('content-type', file.contentType ?? 'application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.content);
}
