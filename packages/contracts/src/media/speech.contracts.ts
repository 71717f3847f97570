import { z } from 'zod';
import { defineRequest } from '../define.js';
import { AgentId } from '../catalog/agent-id.js';

const Box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/**
 * What the avatar player needs to animate an agent's speech: the speech sprite (one frame
 * per viseme, left to right) and where on the picture its frames go (manifest.json `speech`
 * of the agent bundle). Null until the lip step ran. Answered by the media service.
 */
export const SpeechLayout = z.object({
  spriteKey: z.string(),
  visemes: z.array(z.string()).min(1),
  frameWidth: z.number().int().positive(),
  frameHeight: z.number().int().positive(),
  region: Box,
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  /** How frames change: `fade` cross-fades (photo frames), `cut` switches (a drawn portrait's own variants). */
  blend: z.enum(['fade', 'cut']).default('fade'),
  /** The face rig (`face-rig.json`, FaceRig): the player deforms the face itself when it has one. */
  rigKey: z.string().nullable().default(null),
});
export type SpeechLayout = z.infer<typeof SpeechLayout>;

export const getSpeechLayout = defineRequest(
  'media.agent.speech-layout',
  z.object({ agentId: AgentId }),
  z.object({ layout: SpeechLayout.nullable() }),
);
