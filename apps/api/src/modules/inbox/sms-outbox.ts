import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import type { SmsGateway } from '../../partners/sms/sms-gateway';
import { mailRetrySeconds } from '../mail/mail-outbox';
import { markSmsFailed, markSmsSent, takeDueSms } from './notice-channels.repository';

// Outgoing SMS (DESIGN §1b, §1e): a notice's SMS is added to the outbox in the event's own
// transaction (tell-member.ts); this worker hands it to the gateway off the request, tried again
// after a growing pause (the mail's), SMS_MAX_ATTEMPTS times, then kept as Failed.

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS worker (woken with the mail's; tests await it). */
    smsOutbox: BackgroundWork;
  }
}

export const SMS_MAX_ATTEMPTS = 6;
const LEASE_SECONDS = 60;

export function createSmsOutbox(options: {
  db: Db;
  gateway: SmsGateway;
  log: FastifyBaseLogger;
  pollMs?: number;
}): BackgroundWork {
  const { db, gateway, log } = options;
  return createBackgroundWork({
    take: () => takeDueSms(db, LEASE_SECONDS, SMS_MAX_ATTEMPTS),
    work: async (sms) => {
      const answer = await gateway.send({ to: sms.toNumber, text: sms.text });
      if (!answer.ok)
        throw new Error(answer.isTimeout ? 'the gateway did not answer in time' : 'not accepted');
      await markSmsSent(db, sms.id, answer.messageId);
    },
    failed: async (sms, err) => {
      // The number is not logged (DESIGN §4 habit 13): the row's id finds it.
      log.warn({ smsId: sms.id, kind: sms.kind, attempt: sms.attempts, err }, 'SMS not sent');
      await markSmsFailed(db, sms.id, err instanceof Error ? err.message : String(err), {
        isFinal: sms.attempts >= SMS_MAX_ATTEMPTS,
        retryAfterSeconds: mailRetrySeconds(sms.attempts),
      });
    },
    name: 'SMS',
    log,
    pollMs: options.pollMs ?? 10_000,
  });
}

/** Wakes the workers that send notices' mail and SMS, after a request queued some. */
export function wakeNoticeSenders(app: FastifyInstance): void {
  app.mailOutbox.wake();
  app.smsOutbox.wake();
}
