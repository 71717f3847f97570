import { AGENT_CATEGORIES, Gender } from '@avatarium/contracts';
import type { OpenAiCompatibleClient } from '@avatarium/platform';
import { z } from 'zod';
import { BUILT_IN_VOICES } from './built-in-voices.js';
import type { PersonaDraft, PersonaRequest, PersonaWriter } from './persona-writer.js';

const VOICES = [...BUILT_IN_VOICES.feminine, ...BUILT_IN_VOICES.masculine];

// Lenient on purpose: anything missing or odd is filled from the local writer's draft.
const llmPersona = z.object({
  name: z.string().trim().min(1).max(80).optional().catch(undefined),
  description: z.string().trim().max(2000).optional().catch(undefined),
  system_prompt: z.string().trim().min(20).max(8000).optional().catch(undefined),
  tags: z.array(z.string()).optional().catch(undefined),
  category: z.enum(AGENT_CATEGORIES).optional().catch(undefined),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/)
    .optional()
    .catch(undefined),
  gender: Gender.optional().catch(undefined),
  voice: z
    .string()
    .trim()
    .toLowerCase()
    .refine((voice) => VOICES.includes(voice))
    .optional()
    .catch(undefined),
});

const INSTRUCTIONS = `You design conversational avatar agents. From the creator's prompt, answer with one JSON object:
{"name": the agent's name (the one in the prompt, else invent a fitting first name),
 "description": one or two sentences a gallery card can show,
 "system_prompt": the instructions the agent follows when chatting, in second person ("You are ..."), including personality, knowledge, speaking style; replies are spoken aloud so they must be short and free of markdown,
 "tags": up to 6 lowercase keywords,
 "category": one of ${AGENT_CATEGORIES.map((category) => `"${category}"`).join(', ')},
 "language": the ISO 639-1 code of the language the agent speaks (the prompt's language unless it says otherwise),
 "gender": "feminine" or "masculine" (how the agent's voice should sound: the prompt's words first, else the name),
 "voice": one of ${BUILT_IN_VOICES.feminine.join(', ')} (feminine) or ${BUILT_IN_VOICES.masculine.join(', ')} (masculine), of that gender}.
Answer with the JSON object only.`;

/** Persona writing by any OpenAI-compatible chat model, asked for JSON; the local draft fills the gaps. */
export class OpenAiPersonaWriter implements PersonaWriter {
  readonly name = 'openai';

  constructor(
    private readonly client: OpenAiCompatibleClient,
    private readonly model: string,
    private readonly fallback: PersonaWriter,
  ) {}

  async write(request: PersonaRequest): Promise<PersonaDraft> {
    const [answer, draft] = await Promise.all([
      this.client.chatJson(
        this.model,
        [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: request.prompt },
        ],
        llmPersona,
        { signal: request.signal },
      ),
      this.fallback.write(request),
    ]);
    return {
      name: answer.name ?? draft.name,
      description: (answer.description ?? draft.description).slice(0, 500),
      system_prompt: answer.system_prompt ?? draft.system_prompt,
      tags: (answer.tags ?? draft.tags)
        .map((tag) => tag.trim().toLowerCase().slice(0, 40))
        .filter(Boolean)
        .slice(0, 12),
      category: answer.category ?? draft.category,
      language: (answer.language ?? draft.language).slice(0, 10),
      gender: answer.gender ?? draft.gender,
      // The persona step keeps a voice only when it is of the persona's gender.
      voice_id: answer.voice ?? (answer.gender && answer.gender !== draft.gender ? null : draft.voice_id),
    };
  }
}
