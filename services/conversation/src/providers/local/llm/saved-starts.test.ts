import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { SavedStarts, type StatefulSequence } from './saved-starts.js';

/** A sequence whose "state" is its token list, written to and read from the file as JSON. */
function fakeSequence(tokens: number[] = []) {
  const sequence = {
    tokens,
    loads: 0,
    get nextTokenIndex() {
      return sequence.tokens.length;
    },
    compareContextTokens(other: number[]) {
      let index = 0;
      while (index < other.length && sequence.tokens[index] === other[index]) index += 1;
      return { firstDifferentIndex: index };
    },
    async saveStateToFile(path: string) {
      writeFileSync(path, JSON.stringify(sequence.tokens));
    },
    async loadStateFromFile(path: string) {
      sequence.loads += 1;
      sequence.tokens = JSON.parse(readFileSync(path, 'utf8')) as number[];
    },
  };
  return sequence satisfies StatefulSequence;
}

const roots: string[] = [];
const newRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'starts-test-'));
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const persona = [1, 2, 3, 4];
const question = [...persona, 7, 8];

describe("an agent's saved start", () => {
  it('is restored when the sequence holds another conversation, and only then', async () => {
    const starts = new SavedStarts(newRoot());
    const sequence = fakeSequence([...persona]);
    await starts.save(persona, sequence);

    sequence.tokens = [9, 9, 9];
    expect(await starts.restore(persona, question, sequence)).toBe(true);
    expect(sequence.tokens).toEqual(persona);
    // Held already: nothing to load.
    expect(await starts.restore(persona, question, sequence)).toBe(false);
    expect(sequence.loads).toBe(1);
    // Not the start of what is wanted, or never saved: nothing loaded.
    sequence.tokens = [9];
    expect(await starts.restore(persona, [5, 6], sequence)).toBe(false);
    expect(await starts.restore([5, 6], [5, 6, 7], sequence)).toBe(false);
    expect(sequence.loads).toBe(1);
  });

  it('is read and saved aside, the conversation the sequence held put back after, also when cancelled', async () => {
    const root = newRoot();
    const starts = new SavedStarts(root);
    const conversation = [5, 6, 7, 8, 9];
    const sequence = fakeSequence([...conversation]);
    const read = async () => {
      sequence.tokens = [...persona];
    };
    expect(starts.has(persona)).toBe(false);
    expect(await starts.saveAside(persona, sequence, read, new AbortController().signal)).toBe(true);
    expect(sequence.tokens).toEqual(conversation);
    expect(starts.has(persona)).toBe(true);
    // The agent's session later restores it.
    expect(await starts.restore(persona, question, sequence)).toBe(true);
    expect(sequence.tokens).toEqual(persona);

    // Cancelled midway (a visitor's turn came): nothing saved, the conversation back all the same.
    const other = [1, 2, 9];
    const cancel = new AbortController();
    sequence.tokens = [...conversation];
    const halfRead = async () => {
      sequence.tokens = [1];
      cancel.abort();
    };
    expect(await starts.saveAside(other, sequence, halfRead, cancel.signal)).toBe(false);
    expect(sequence.tokens).toEqual(conversation);
    expect(starts.has(other)).toBe(false);
    // A failure too; and no held state is left behind.
    await expect(
      starts.saveAside(other, sequence, () => Promise.reject(new Error('decode failed')), cancel.signal),
    ).rejects.toThrow();
    expect(sequence.tokens).toEqual(conversation);
    expect(readdirSync(join(root, String(process.pid))).filter((name) => name.startsWith('held-'))).toEqual([]);
  });

  it('keeps the 48 most recently used, deleting the oldest files', async () => {
    const root = newRoot();
    const starts = new SavedStarts(root);
    const sequence = fakeSequence();
    for (let agent = 0; agent < 50; agent += 1) {
      sequence.tokens = [agent, 100];
      await starts.save([agent, 100], sequence);
    }
    expect(readdirSync(join(root, String(process.pid)))).toHaveLength(48);
    sequence.tokens = [];
    expect(await starts.restore([0, 100], [0, 100, 1], sequence)).toBe(false);
    expect(await starts.restore([49, 100], [49, 100, 1], sequence)).toBe(true);
  });

  it("removes the folders of worker processes that are gone, not the living ones'", () => {
    const root = newRoot();
    const gone = join(root, '999999999');
    const living = join(root, String(process.ppid));
    mkdirSync(gone);
    mkdirSync(living);
    new SavedStarts(root);
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(living)).toBe(true);
  });
});
