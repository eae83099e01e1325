import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Two journeys that write to the same member (the inbox journey and the leaving-service journey,
// both on member 14) take turns: the journeys run two files at a time, and one's notices landing
// while the other counts the member's unread notices would change its counts. A directory made
// atomically is the lock; one older than a journey can run is a stopped run's, and is taken over.

const STALE_MS = 15 * 60_000;
const POLL_MS = 500;

function lockPath(member: string): string {
  return path.join(os.tmpdir(), `portal-journey-${member.replace(/[^a-z0-9]/gi, '_')}.lock`);
}

/** Waits for the member's turn; resolves to the release. */
export async function holdMember(
  member: string,
  timeoutMs = 280_000,
): Promise<() => Promise<void>> {
  const lock = lockPath(member);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fs.mkdir(lock);
      return () => fs.rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lock).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > STALE_MS) {
        await fs.rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${member} is still held by another journey`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
