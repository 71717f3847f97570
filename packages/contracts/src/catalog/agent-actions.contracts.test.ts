import { describe, expect, it } from 'vitest';
import { COMMUNITY_SEARCH_CONTROL_CHARACTERS, countCommunityCategories, listCommunityPage } from './agent-actions.contracts.js';

describe('the community search text', () => {
  it('is trimmed, and may hold any printable text', () => {
    expect(listCommunityPage.request.parse({ search: '  Ünïcödé 名前 🦀 ' }).search).toBe('Ünïcödé 名前 🦀');
  });

  it('refuses NUL and every other C0 or C1 control character, inside or at the ends', () => {
    for (const search of ['\u0000', 'a\u0000b', 'bell\u0007', 'a\tb', 'line\nbreak', '\u007f', 'x\u0085y', '\u0000 ']) {
      for (const contract of [listCommunityPage, countCommunityCategories]) {
        const parsed = contract.request.safeParse({ search });
        expect(parsed.success, JSON.stringify(search)).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe(COMMUNITY_SEARCH_CONTROL_CHARACTERS);
      }
    }
  });
});
