import { stringField } from '../../../shared/http/bodyField';

export interface InspirationAgent {
  id: string;
  name: string;
  prompt: string;
  imageUrl: string;
}

/** Spec 000: Community Inspiration shows up to 20 agents. */
export const INSPIRATION_COUNT = 20;

function toInspiration(raw: unknown): InspirationAgent | null {
  const prompt = stringField(raw, 'prompt') ?? stringField(raw, 'system_prompt');
  const imageUrl = stringField(raw, 'image_url') ?? stringField(raw, 'poster');
  const id = stringField(raw, 'id') ?? stringField(raw, 'code');
  if (!prompt || !imageUrl || !id) return null;
  return { id, name: stringField(raw, 'name') ?? 'Untitled Agent', prompt, imageUrl };
}

/**
 * Up to 20 random community agents that have both a prompt and an image, from the
 * GET /api/agents?type=community body ({success, agents[]}); anything else gives none.
 */
export function pickInspiration(body: unknown, random: () => number = Math.random): InspirationAgent[] {
  const raw = body && typeof body === 'object' ? (body as { agents?: unknown }).agents : null;
  if (!Array.isArray(raw)) return [];
  const pool = raw.map(toInspiration).filter((agent): agent is InspirationAgent => agent !== null);
  // Fisher-Yates: every agent equally likely to be shown.
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as InspirationAgent, pool[i] as InspirationAgent];
  }
  return pool.slice(0, INSPIRATION_COUNT);
}
