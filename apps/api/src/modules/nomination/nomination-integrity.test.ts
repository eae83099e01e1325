import { STALE_NOMINATION_MESSAGE } from '@portal/contract/nomination';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nominationAudit } from '../../db/schema';
import { signIn, startTestServer, type TestServer } from '../../testing/server';
import {
  idBeneficiary,
  nominationOf,
  nominationsOf,
  passportBeneficiary,
  post,
  reference,
  reread,
} from './nomination.fixtures';

// Versions, ownership, atomicity and the audit trail (DESIGN §1a). Members used: member0011's
// second, member0009's first and member0006's retirement nominations (changed here), member0012's
// (only read).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const PROCESS = '/api/Nomination/processNomination';
const twoRows = [
  { action: 'Insert', ...idBeneficiary(70) },
  { action: 'Insert', ...passportBeneficiary(30) },
];

async function auditOf(nominationId: number) {
  return server.db
    .select()
    .from(nominationAudit)
    .where(eq(nominationAudit.nominationId, nominationId))
    .orderBy(asc(nominationAudit.id));
}

describe('saving a nomination', () => {
  it('refuses a save against a stale version with 409 and keeps the newer list', async () => {
    const agent = await signIn(server, 'member0011@demo.local');
    const start = await nominationOf(agent, 2, 1);
    const first = await post(agent, PROCESS, {
      membership: reference(start),
      beneficiaries: twoRows,
      consent: true,
    });
    expect(first.status).toBe(200);
    const saved = await reread(agent, start);

    // The second window still holds the version it read before the first save.
    const stale = await post(agent, PROCESS, {
      membership: reference(start),
      beneficiaries: [{ action: 'Insert', ...idBeneficiary(100) }],
      consent: true,
    });
    expect(stale).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: STALE_NOMINATION_MESSAGE },
    });
    expect(await reread(agent, start)).toEqual(saved);

    // One audit entry per save, with the whole list before and after.
    const audit = await auditOf(start.membership.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      memberId: expect.any(Number),
      actor: 'AF0000011',
      action: 'processNomination',
      versionBefore: start.version,
      versionAfter: start.version + 1,
      before: [],
    });
    const after = audit[0]?.after as { firstName: string; allocationBp: number }[];
    expect(after.map((row) => [row.firstName, row.allocationBp])).toEqual([
      ['Lerato', 7000],
      ['Tendai', 3000],
    ]);
  });

  it('lets only one of two saves of the same version through (the row lock)', async () => {
    const agent = await signIn(server, 'member0006@demo.local');
    const start = await nominationOf(agent, 2);
    const save = (firstName: string) =>
      post(agent, '/api/Nomination/replace', {
        membership: reference(start),
        beneficiaries: [idBeneficiary(100, { firstName })],
        consent: true,
      });
    const answers = await Promise.all([save('Amahle'), save('Busisiwe')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await reread(agent, start);
    expect(after.version).toBe(start.version + 1);
    const winner = answers[0]?.status === 200 ? 'Amahle' : 'Busisiwe';
    expect(after.beneficiaries.map((b) => b.firstName)).toEqual([winner]);
  });

  it('keeps the audit trail append-only: updates and deletes are refused by the database', async () => {
    // An entry of its own, so the row triggers have something to refuse whatever ran before.
    const [entry] = await server.db
      .insert(nominationAudit)
      .values({
        nominationId: 0,
        memberId: 0,
        actor: 'test',
        action: 'test',
        versionBefore: 1,
        versionAfter: 2,
        before: [],
        after: [],
      })
      .returning({ id: nominationAudit.id });
    const own = eq(nominationAudit.id, entry?.id ?? -1);
    await expect(
      server.db.update(nominationAudit).set({ action: 'tampered' }).where(own),
    ).rejects.toThrow();
    await expect(server.db.delete(nominationAudit).where(own)).rejects.toThrow();
    expect(await server.db.select().from(nominationAudit).where(own)).toHaveLength(1);
    await expect(server.db.execute(sql`truncate nomination_audit`)).rejects.toThrow();
  });

  it('leaves the old list intact when a step fails half way (the audit insert here)', async () => {
    const agent = await signIn(server, 'member0009@demo.local');
    const before = await nominationOf(agent, 2);
    const nominationId = before.membership.id;
    await server.db.execute(
      sql.raw(`create function test_refuse_audit() returns trigger language plpgsql as $$
        begin
          if new.nomination_id = ${nominationId} then raise exception 'audit refused by the test'; end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger test_refuse_audit before insert on nomination_audit
        for each row execute function test_refuse_audit()`),
    );
    try {
      const failed = await post(agent, PROCESS, {
        membership: reference(before),
        beneficiaries: twoRows,
        consent: true,
      });
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('Something went wrong. Please try again later.');
      expect(await reread(agent, before)).toEqual(before);
      expect(await auditOf(nominationId)).toEqual([]);
    } finally {
      await server.db.execute(sql.raw('drop trigger test_refuse_audit on nomination_audit'));
      await server.db.execute(sql.raw('drop function test_refuse_audit()'));
    }
    // The same request was valid: without the failure it saves.
    const retried = await post(agent, PROCESS, {
      membership: reference(before),
      beneficiaries: twoRows,
      consent: true,
    });
    expect(retried.status).toBe(200);
    expect((await reread(agent, before)).beneficiaries).toHaveLength(2);
  });
});

describe('another member’s nomination', () => {
  it('answers 404 for another member’s caseMbrKey or person, and changes nothing', async () => {
    const owner = await signIn(server, 'member0012@demo.local');
    const theirs = await nominationOf(owner, 2);
    const intruder = await signIn(server, 'member0005@demo.local');
    const mine = await nominationOf(intruder, 2);

    const requests = [
      {
        path: PROCESS,
        json: { membership: reference(theirs), beneficiaries: twoRows, consent: true },
      },
      {
        path: '/api/Nomination/replace',
        json: { membership: reference(theirs), beneficiaries: [idBeneficiary(100)], consent: true },
      },
      {
        path: '/api/Nomination/swap',
        json: { membership: reference(theirs), nomineeIdentifiers: [1, 2] },
      },
      // Their key under another nomination type, and my key with their person id.
      {
        path: PROCESS,
        json: {
          membership: { ...reference(theirs), nominationTypeId: 3 },
          beneficiaries: twoRows,
          consent: true,
        },
      },
      {
        path: PROCESS,
        json: {
          person: { afGroupId: 'AF0000012' },
          membership: reference(mine),
          beneficiaries: twoRows,
          consent: true,
        },
      },
    ];
    for (const { path, json } of requests) {
      const answer = await post(intruder, path, json);
      expect(answer.status, path).toBe(404);
    }
    expect(await reread(owner, theirs)).toEqual(theirs);
    expect(await reread(intruder, mine)).toEqual(mine);
  });

  it('refuses changes to a restricted fund’s nomination with 403', async () => {
    const agent = await signIn(server, 'member0009@demo.local');
    const restricted = (await nominationsOf(agent)).find((n) => n.membership.isRestricted);
    if (!restricted) throw new Error('member0009 has no restricted fund');
    const answer = await post(agent, PROCESS, {
      membership: reference(restricted),
      beneficiaries: twoRows,
      consent: true,
    });
    expect(answer.status).toBe(403);
    expect(await reread(agent, restricted)).toEqual(restricted);
  });
});
