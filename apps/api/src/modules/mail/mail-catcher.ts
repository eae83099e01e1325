import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client';
import { insertCaughtMail } from './mail.repository';

// The embedded SMTP catcher (DESIGN §1d): with no SMTP_URL the portal sends its mail here, on the
// loopback address only, and the catcher keeps it in the database for the demo mailbox page.
// Nothing leaves the machine.

/** The largest message the catcher takes (the portal's own are a few KiB). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

export type MailCatcher = { url: string; close: () => Promise<void> };

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

export async function startMailCatcher(db: Db, log: FastifyBaseLogger): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'mail catcher',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await insertCaughtMail(db, {
            fromAddress: addressesOf(parsed.from)[0] ?? '',
            toAddresses: addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            textBody: parsed.text ?? '',
            htmlBody: typeof parsed.html === 'string' ? parsed.html : null,
          });
          callback();
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'mail catcher could not keep a message');
          callback(err instanceof Error ? err : new Error('not kept'));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (err) => log.warn({ err }, 'mail catcher error'));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
