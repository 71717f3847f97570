import { createHash } from 'node:crypto';

/** A stable number from a text: the same prompt always picks the same name, voice, portrait. */
export function seededIndex(seed: string, length: number): number {
  if (length <= 0) return 0;
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % length;
}

export function seededPick<T>(seed: string, items: readonly T[]): T {
  const item = items[seededIndex(seed, items.length)];
  if (item === undefined) throw new Error('seededPick needs at least one item');
  return item;
}
