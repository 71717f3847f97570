import { describe, expect, it } from 'vitest';
import { pickInspiration, type CommunityAgentLike } from './pickInspiration';

const agent = (index: number, extra: Partial<CommunityAgentLike> = {}): CommunityAgentLike => ({
  id: `A${index}`,
  name: `Agent ${index}`,
  prompt: `prompt ${index}`,
  imageUrl: `/files/${index}.png`,
  posterUrl: null,
  ...extra,
});

describe('pickInspiration', () => {
  it('keeps only agents with both a prompt and an image (the poster counts)', () => {
    const agents = [
      agent(1),
      agent(2, { imageUrl: null, posterUrl: '/files/p.png' }),
      agent(3, { prompt: '' }),
      agent(4, { prompt: null }),
      agent(5, { imageUrl: null }),
      agent(6, { imageUrl: '', posterUrl: '' }),
    ];
    expect(
      pickInspiration(agents, () => 0)
        .map((item) => item.id)
        .sort(),
    ).toEqual(['A1', 'A2']);
  });

  it('uses the image before the poster', () => {
    expect(pickInspiration([agent(1, { posterUrl: '/files/poster.png' })])[0]?.imageUrl).toBe('/files/1.png');
  });

  it('shows at most 20, picked at random', () => {
    const first = pickInspiration(Array.from({ length: 50 }, (_, i) => agent(i)));
    expect(first).toHaveLength(20);
    expect(new Set(first.map((item) => item.id)).size).toBe(20);
  });

  it('names an agent without a name Untitled Agent', () => {
    expect(pickInspiration([agent(1, { name: null })])[0]?.name).toBe('Untitled Agent');
  });
});
