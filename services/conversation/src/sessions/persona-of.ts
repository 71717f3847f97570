import type { Agent } from '@avatarium/contracts';
import type { SessionPersona } from './session.js';

/** The voice when the persona names none: a built-in voice matching the agent's gender. */
const defaultVoice = (agent: Agent) => (agent.gender === 'masculine' ? 'onyx' : 'nova');

/** The greeting when the owner turned it on and wrote what to say. */
function greetingOf(agent: Agent): SessionPersona['greeting'] {
  const { greetings } = agent.custom_actions;
  const instructions = greetings.opening_instructions.trim();
  return greetings.enabled && instructions ? { instructions, allowInterruption: greetings.allow_interruption } : null;
}

/** What a session of the agent speaks as: its name, instructions, language, voice and greeting. */
export function personaOf(agent: Agent): SessionPersona {
  return {
    name: agent.name ?? 'Assistant',
    systemPrompt: agent.system_prompt ?? '',
    language: agent.language || 'en',
    voice: agent.voice_id ?? defaultVoice(agent),
    greeting: greetingOf(agent),
  };
}
