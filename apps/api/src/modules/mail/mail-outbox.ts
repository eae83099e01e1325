import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import {
  enqueueMail,
  mailRecipientOf,
  markMailFailed,
  markMailSent,
  takeDueMail,
} from './mail.repository';
import { renderMail, type MailContent } from './mail-templates';

// Outgoing mail (DESIGN §1d): a member's request adds the message to the outbox in its own
// transaction (queueMemberMail); this worker sends it over SMTP with nodemailer, off the request.
// A failed send is tried again after a growing pause, MAIL_MAX_ATTEMPTS times, then kept as Failed.

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker (requests wake it after queueing; tests await it). */
    mailOutbox: BackgroundWork;
  }
}

export const MAIL_MAX_ATTEMPTS = 8;
/** How long a server keeps a message it took before another may take it. */
const LEASE_SECONDS = 120;

/** The pause before attempt `attempt + 1`: 30 s, doubling, at most an hour. */
export function mailRetrySeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(attempt - 1, 0), 3600);
}

export function createMailOutbox(options: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}): BackgroundWork {
  const { db, log } = options;
  let transport: Transporter | undefined;

  const work = createBackgroundWork({
    take: () => takeDueMail(db, LEASE_SECONDS, MAIL_MAX_ATTEMPTS),
    work: async (mail) => {
      transport ??= nodemailer.createTransport(options.smtpUrl);
      await transport.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await markMailSent(db, mail.id);
    },
    failed: async (mail, err) => {
      const isFinal = mail.attempts >= MAIL_MAX_ATTEMPTS;
      // The address is not logged (DESIGN §4 habit 13): the row's id finds it.
      log.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err }, 'mail not sent');
      await markMailFailed(db, mail.id, err instanceof Error ? err.message : String(err), {
        isFinal,
        retryAfterSeconds: mailRetrySeconds(mail.attempts),
      });
    },
    name: 'mail',
    log,
    pollMs: options.pollMs ?? 10_000,
  });
  return {
    ...work,
    close: async () => {
      await work.close();
      transport?.close();
    },
  };
}

/**
 * Queues a message to the member at the address on file (or `toAddress`), in the caller's
 * transaction. A member without an email address gets none; answers whether one was queued.
 */
export async function queueMemberMail(
  db: Db,
  memberId: number,
  content: MailContent,
  options: { portalName: string; toAddress?: string },
): Promise<boolean> {
  const recipient = await mailRecipientOf(db, memberId);
  const toAddress = options.toAddress ?? recipient?.email;
  if (!recipient || !toAddress) return false;
  await enqueueMail(db, {
    memberId,
    kind: content.kind,
    toAddress,
    message: renderMail(content, recipient, options.portalName),
  });
  return true;
}
