import { mediaSpeech } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { signedUrl } from '../../shared/agent-view.js';

export interface AgentSpeechView {
  spriteUrl: string;
  visemes: string[];
  frameWidth: number;
  frameHeight: number;
  region: { x: number; y: number; width: number; height: number };
  imageWidth: number;
  imageHeight: number;
  blend: 'fade' | 'cut';
  rigUrl: string | null;
}

/**
 * What the avatar player needs to animate an agent's speech, with the sprite behind a signed,
 * expiring URL like the agent's other media. Null until the lip step ran (or if the sprite
 * cannot be signed: the player then follows the audio's loudness on the still picture).
 */
export async function getAgentSpeech(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  agentId: string,
): Promise<AgentSpeechView | null> {
  const { layout } = await deps.bus.request(mediaSpeech.getSpeechLayout, { agentId });
  if (!layout) return null;
  const { spriteKey, rigKey, ...rest } = layout;
  const [spriteUrl, rigUrl] = await Promise.all([signedUrl(deps.storage, spriteKey), signedUrl(deps.storage, rigKey)]);
  return spriteUrl ? { spriteUrl, rigUrl: rigUrl ?? null, ...rest } : null;
}
