import { describe, expect, it } from 'vitest';
import { pickInspiration } from './pickInspiration';

const agent = (index: number, extra: Record<string, unknown> = {}) => ({
  id: `A${index}`,
  name: `Agent ${index}`,
  prompt: `prompt ${index}`,
  image_url: `/files/${index}.png`,
  ...extra,
});

describe('pickInspiration', () => {
  it('keeps only agents with both a prompt and an image', () => {
    const body = {
      success: true,
      agents: [
        agent(1),
        agent(2, { prompt: undefined, system_prompt: 'system' }),
        agent(3, { image_url: undefined, poster: '/files/p.png' }),
        agent(4, { prompt: '' }),
        agent(5, { image_url: null }),
      ],
    };
    expect(
      pickInspiration(body, () => 0)
        .map((item) => item.id)
        .sort(),
    ).toEqual(['A1', 'A2', 'A3']);
  });

  it('shows at most 20, picked at random', () => {
    const body = { agents: Array.from({ length: 50 }, (_, i) => agent(i)) };
    const first = pickInspiration(body);
    expect(first).toHaveLength(20);
    expect(new Set(first.map((item) => item.id)).size).toBe(20);
  });

  it('gives none for a failed or odd answer', () => {
    expect(pickInspiration(null)).toEqual([]);
    expect(pickInspiration({ success: false, error: 'Failed to fetch community agents' })).toEqual([]);
  });
});
