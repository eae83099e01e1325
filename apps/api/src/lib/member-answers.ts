import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { dataVersionOf } from '../auth/sessions.repository';

// A member's answers computed once per version of the member's data (schema/data-changes.ts): the
// database moves a member's data version in the same transaction as any change to what the
// answers read, on whichever replica or job made it, and every API call reads the version in the
// same statement as its session (sessions.repository.ts). An answer kept for version v is given
// again only to a call that read v itself (or a later read did), so a call that arrives after a
// change has committed never gets the answer from before it. Answers are kept serialised, in
// memory, least recently used first out.

/** What the kept answers may hold in all, in bytes of JSON. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Members whose data version is remembered at once. */
const MAX_MEMBERS = 100_000;

type Kept = { version: number; body: Buffer };

type MemberAnswers = {
  /** Per member, the highest data version a read has seen. */
  versions: Map<number, number>;
  answers: Map<string, Kept>;
  bytes: number;
};

const byDatabase = new WeakMap<Db, MemberAnswers>();
/** The bodies of kept answers: never changed once made. */
const keptBodies = new WeakSet<Buffer>();

function answersOf(db: Db): MemberAnswers {
  let answers = byDatabase.get(db);
  if (!answers) {
    answers = { versions: new Map(), answers: new Map(), bytes: 0 };
    byDatabase.set(db, answers);
  }
  return answers;
}

/**
 * Records the member's data version a read has just seen. Versions only grow, so the highest seen
 * is the newest; a read that started before a change and ended after a later one cannot take the
 * version back.
 */
export function noteDataVersion(db: Db, memberId: number, version: number): void {
  const { versions } = answersOf(db);
  const known = versions.get(memberId);
  if (known !== undefined && known >= version) return;
  // Forgetting is safe: every call with a session notes its member's version again before its
  // answer is looked for, and a call that finds none reads it.
  if (known === undefined && versions.size >= MAX_MEMBERS) versions.clear();
  versions.set(memberId, version);
}

/**
 * The member's data version as this call may use it: the one its session read recorded (or a
 * later read's), else read now. A call with a bearer token reads no session (plugins/member-auth).
 */
async function versionFor(request: FastifyRequest, db: Db, memberId: number): Promise<number> {
  const isBearer = request.headers.authorization?.startsWith('Bearer ') === true;
  const known = answersOf(db).versions.get(memberId);
  if (!isBearer && known !== undefined) return known;
  const version = await dataVersionOf(db, memberId);
  noteDataVersion(db, memberId, version);
  return answersOf(db).versions.get(memberId) ?? version;
}

/**
 * Forgets every answer kept for the member (and the data version last seen for them): their next
 * calls read the database afresh. Returns how many answers were forgotten.
 */
export function forgetMemberAnswers(db: Db, memberId: number): number {
  const answers = answersOf(db);
  const prefix = `${memberId}|`;
  let forgotten = 0;
  for (const [key, kept] of answers.answers) {
    if (!key.startsWith(prefix)) continue;
    answers.answers.delete(key);
    answers.bytes -= kept.body.length;
    forgotten += 1;
  }
  answers.versions.delete(memberId);
  return forgotten;
}

function keep(answers: MemberAnswers, key: string, kept: Kept): void {
  const previous = answers.answers.get(key);
  if (previous) {
    answers.bytes -= previous.body.length;
    answers.answers.delete(key);
  }
  answers.answers.set(key, kept);
  answers.bytes += kept.body.length;
  for (const [oldest, value] of answers.answers) {
    if (answers.bytes <= MAX_BYTES) break;
    answers.answers.delete(oldest);
    answers.bytes -= value.body.length;
  }
}

/**
 * Sends the member's answer for `key` (the route and everything else the answer depends on:
 * parameters, today): the one kept for the member's current data version, else `compute()`'s,
 * serialised by the route's response schema and kept. `compute` must read only the tables whose
 * changes move the data version (migration 0017) and the values in `key`.
 */
export async function sendMemberAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Db; memberId: number; key: string; compute: () => Promise<unknown> },
): Promise<FastifyReply> {
  const { db, memberId } = options;
  const version = await versionFor(request, db, memberId);
  const answers = answersOf(db);
  const key = `${memberId}|${options.key}`;
  const kept = answers.answers.get(key);
  let body: Buffer;
  if (kept && kept.version === version) {
    body = kept.body;
    // Most recently used last.
    answers.answers.delete(key);
    answers.answers.set(key, kept);
  } else {
    body = Buffer.from(String(reply.serialize(await options.compute())));
    keptBodies.add(body);
    keep(answers, key, { version, body });
  }
  // The same Buffer each time, so that its compressed forms are made once (`compressingOnce`).
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * zlib's one-shot compressors for @fastify/compress, remembering their output for a kept answer's
 * body (compressed with the same options): a kept answer is sent as the same Buffer every time,
 * so it is compressed once per encoding while it is kept. Anything else is compressed each time.
 */
export function compressingOnce(): {
  brotliCompressSync: (input: Buffer, options?: zlib.BrotliOptions) => Buffer;
  gzipSync: (input: Buffer, options?: zlib.ZlibOptions) => Buffer;
} {
  const once = <O>(compress: (input: Buffer, options?: O) => Buffer) => {
    const made = new WeakMap<Buffer, { options: O | undefined; output: Buffer }>();
    return (input: Buffer, options?: O): Buffer => {
      if (!keptBodies.has(input)) return compress(input, options);
      const known = made.get(input);
      if (known && known.options === options) return known.output;
      const output = compress(input, options);
      made.set(input, { options, output });
      return output;
    };
  };
  return {
    brotliCompressSync: once<zlib.BrotliOptions>((input, options) =>
      zlib.brotliCompressSync(input, options),
    ),
    gzipSync: once<zlib.ZlibOptions>((input, options) => zlib.gzipSync(input, options)),
  };
}
