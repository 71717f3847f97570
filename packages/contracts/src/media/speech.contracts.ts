import { z } from 'zod';
import { defineRequest } from '../define.js';
import { AgentId } from '../catalog/agent-id.js';
import { SpeechLayout } from './speech-layout.js';

/**
 * What the avatar player needs to animate an agent's speech (speech-layout.ts): the speech
 * sprite and where on the picture its frames go. Null until the lip step ran. Answered by the
 * media service.
 */
export const getSpeechLayout = defineRequest(
  'media.agent.speech-layout',
  z.object({ agentId: AgentId }),
  z.object({ layout: SpeechLayout.nullable() }),
);

export { SpeechLayout };
