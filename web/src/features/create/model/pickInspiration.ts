export interface InspirationAgent {
  id: string;
  name: string;
  prompt: string;
  imageUrl: string;
}

/** A community agent as the gallery's list gives it. */
export interface CommunityAgentLike {
  id: string;
  name: string | null;
  prompt: string | null;
  imageUrl: string | null;
  posterUrl: string | null;
}

/** Spec 000: Community Inspiration shows up to 20 agents. */
export const INSPIRATION_COUNT = 20;

function toInspiration(raw: CommunityAgentLike): InspirationAgent | null {
  const imageUrl = raw.imageUrl || raw.posterUrl;
  if (!raw.prompt || !imageUrl) return null;
  return { id: raw.id, name: raw.name || 'Untitled Agent', prompt: raw.prompt, imageUrl };
}

/** Up to 20 random community agents that have both a prompt and an image. */
export function pickInspiration(agents: readonly CommunityAgentLike[], random: () => number = Math.random): InspirationAgent[] {
  const pool = agents.map(toInspiration).filter((agent): agent is InspirationAgent => agent !== null);
  // Fisher-Yates: every agent equally likely to be shown.
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as InspirationAgent, pool[i] as InspirationAgent];
  }
  return pool.slice(0, INSPIRATION_COUNT);
}
