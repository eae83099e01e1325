import { createHash } from 'node:crypto';

/** A small seeded PRNG (mulberry32): the same seed always yields the same demo data. */
export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  normal: () => number;
};

/**
 * The seed of one independent stream, from the data set's seed and labels naming what the stream
 * draws ("member", 17, "history", 0). Each member, holding and price series has its own stream
 * (DESIGN §1a), so what one of them draws depends neither on the date nor on any other.
 * FNV-1a over the labels, finished with murmur3's avalanche.
 */
export function streamSeed(seed: number, ...labels: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}|${labels.join('|')}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * A UUID (version 4 in form) named by `labels`: the same labels always give the same id, so the
 * demo data's product and person ids are declared like the rest of it (and equal in every loader).
 */
export function declaredUuid(...labels: readonly (string | number)[]): string {
  const bytes = createHash('sha256').update(labels.join('|')).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stream named by `labels` under `seed`. */
export function streamOf(seed: number, ...labels: readonly (string | number)[]): Rng {
  return createRng(streamSeed(seed, ...labels));
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    // Box–Muller: one standard normal draw.
    normal: () => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
}
