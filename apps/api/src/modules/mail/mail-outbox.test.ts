import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRand } from '@portal/domain/money';
import type { Database } from '../../db/client';
import { accountAudit, caughtMail, mailOutbox, members } from '../../db/schema';
import { privateTestDatabase } from '../../testing/database';
import { startMailCatcher } from './mail-catcher';
import {
  createMailOutbox,
  MAIL_MAX_ATTEMPTS,
  mailRetrySeconds,
  queueMemberMail,
} from './mail-outbox';

// The outbox (DESIGN §1d): a message queued with what it tells of is audited, sent by the worker
// over SMTP, tried again after a growing pause when the mail server cannot be reached, and kept as
// Failed after MAIL_MAX_ATTEMPTS; a member without an address gets none.

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const FROM = 'AF Connect <no-reply@afconnect.test>';

let database: Database;
let memberId: number;
beforeAll(async () => {
  database = await privateTestDatabase('mail_outbox');
  const [member] = await database.db.select({ id: members.id }).from(members).limit(1);
  if (!member) throw new Error('no member');
  memberId = member.id;
  await database.db
    .update(members)
    .set({ primaryEmailAddress: 'thandiwe@example.co.za' })
    .where(eq(members.id, memberId));
});
afterAll(async () => database?.close());

/** A loopback port nothing listens on: a send there is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function queue(caseNo: string): Promise<number> {
  const before = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
  const queued = await queueMemberMail(
    database.db,
    memberId,
    { kind: 'withdrawal-paid', caseNo, netCents: 3_465_021 },
    { portalName: 'AF Connect' },
  );
  expect(queued).toBe(true);
  const after = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
  const added = after.filter((row) => !before.some((old) => old.id === row.id));
  expect(added).toHaveLength(1);
  return added[0]?.id ?? 0;
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

describe('the mail outbox', () => {
  it('waits longer after each failed attempt: 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(mailRetrySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('queues a message with an audit record, and sends it to the mail server', async () => {
    const id = await queue('CLM00000101');
    const audit = await database.db
      .select({ event: accountAudit.event, detail: accountAudit.detail })
      .from(accountAudit)
      .where(eq(accountAudit.memberId, memberId));
    expect(audit).toContainEqual({ event: 'mail-queued', detail: { kind: 'withdrawal-paid' } });

    const catcher = await startMailCatcher(database.db, log);
    const outbox = createMailOutbox({ db: database.db, smtpUrl: catcher.url, from: FROM, log });
    try {
      await outbox.runOnce();
    } finally {
      await outbox.close();
      await catcher.close();
    }
    expect(await rowOf(id)).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
    const caught = await database.db.select().from(caughtMail);
    const message = caught.find((mail) => mail.textBody.includes('CLM00000101'));
    expect(message?.toAddresses).toEqual(['thandiwe@example.co.za']);
    // The net amount as the portal writes amounts (a no-break space inside it).
    expect(message?.textBody.replace(/\u00a0/g, ' ')).toContain(
      formatRand(3_465_021).replace(/\u00a0/g, ' '),
    );
  });

  it('keeps a message it could not send, tries it again later, and gives up as Failed', async () => {
    const id = await queue('CLM00000102');
    const smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    const outbox = createMailOutbox({ db: database.db, smtpUrl, from: FROM, log });
    try {
      const started = Date.now();
      await outbox.runOnce();
      const first = await rowOf(id);
      expect(first).toMatchObject({ status: 'Pending', attempts: 1 });
      expect(first?.lastError).toBeTruthy();
      // Not due again before its pause (30 s).
      expect(first?.dueAt.getTime()).toBeGreaterThanOrEqual(started + 29_000);
      await outbox.runOnce();
      expect((await rowOf(id))?.attempts).toBe(1);

      // Its last attempt comes and fails: Failed for good, and no longer taken.
      await database.db
        .update(mailOutbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1, dueAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      await outbox.runOnce();
      expect(await rowOf(id)).toMatchObject({ status: 'Failed', attempts: MAIL_MAX_ATTEMPTS });
      await database.db
        .update(mailOutbox)
        .set({ dueAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      await outbox.runOnce();
      expect((await rowOf(id))?.attempts).toBe(MAIL_MAX_ATTEMPTS);
    } finally {
      await outbox.close();
    }
  });

  it('queues nothing for a member without an email address', async () => {
    await database.db
      .update(members)
      .set({ primaryEmailAddress: null })
      .where(eq(members.id, memberId));
    const queued = await queueMemberMail(
      database.db,
      memberId,
      { kind: 'statement-ready', fundName: 'AF Umbrella Pension Fund' },
      { portalName: 'AF Connect' },
    );
    expect(queued).toBe(false);
  });
});
