import { AGENT_CATEGORIES, AgentCategory, Gender } from '@avatarium/contracts';
import type { LocalJsonModel } from '@avatarium/local-llm';
import type { Logger } from '@avatarium/platform';
import { z } from 'zod';
import { BUILT_IN_VOICES, chooseBuiltInVoice } from './built-in-voices.js';
import { composeSystemPrompt, type LocalPersonaWriter } from './local-persona-writer.js';
import { genderOfName } from './name-gender.js';
import type { PersonaDraft, PersonaRequest, PersonaWriter } from './persona-writer.js';

const VOICES = [...BUILT_IN_VOICES.feminine, ...BUILT_IN_VOICES.masculine];

/**
 * The grammar the model writes under (node-llama-cpp turns it into GBNF, so the answer always
 * parses). No maxLength on the long strings: llama.cpp samples long bounded repetitions very
 * slowly; the token budget and the check below bound them instead.
 */
export const PERSONA_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 40 },
    gender: { enum: ['feminine', 'masculine'] },
    voice: { enum: VOICES },
    category: { enum: [...AGENT_CATEGORIES] },
    tags: { type: 'array', items: { type: 'string', maxLength: 24 }, maxItems: 4 },
    description: { type: 'string', maxLength: 140 },
    style: { type: 'string', maxLength: 50 },
  },
  required: ['name', 'gender', 'voice', 'category', 'tags', 'description', 'style'],
} as const;

const INSTRUCTIONS = `You design a talking avatar from its creator's prompt. Answer with JSON:
name: the name in the prompt, else a fitting first name;
gender: how the voice sounds; the prompt's words (woman, he, queen) decide, else the name;
voice: feminine alloy (even), coral (warm), nova (bright), sage (calm), shimmer (lively); masculine ash (clear), ballad (slow, warm), echo (plain), fable (storyteller), onyx (deep), verse (expressive);
category: Animals, Objects (a talking thing), History (a real person of the past), Fiction, Education (teachers, librarians, scientists), Business, Entertainment, Lifestyle (food, fitness, health, travel, home), or Uncategorized;
tags: up to 4 lowercase keywords from the prompt;
description: one short sentence for a gallery card, in the third person, only facts from the prompt;
style: a few words on how this agent speaks, fitting its character.`;

const repeats = (text: string) => {
  const sentences = text
    .toLowerCase()
    .split(/[.!?]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return new Set(sentences).size < sentences.length;
};
const prose = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => !repeats(text) && !/language model|as an ai\b/i.test(text))
    .optional()
    .catch(undefined);

/** The model's answer, field by field: a field that fails its check is taken from the rules. */
const ModelPersona = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\p{L}][\p{L}\p{M} .'’-]*$/u)
    .optional()
    .catch(undefined),
  gender: Gender.optional().catch(undefined),
  voice: z
    .enum(VOICES as [string, ...string[]])
    .optional()
    .catch(undefined),
  category: AgentCategory.optional().catch(undefined),
  description: prose(15, 300),
  style: prose(3, 120),
  tags: z
    .array(z.string().trim().toLowerCase().min(2).max(30))
    .max(8)
    .transform((tags) => tags.filter((tag) => tag.split(/\s+/).length <= 3 && !/keyword|lowercase/.test(tag)))
    .optional()
    .catch(undefined),
});
type ModelPersona = z.infer<typeof ModelPersona>;

export interface LocalModelPersonaWriterOptions {
  model: LocalJsonModel;
  rules: LocalPersonaWriter;
  /** How long the model may take; past it, the rules' persona (agent ready stays within 10 s). */
  timeoutMs: number;
  logger: Logger;
  maxTokens?: number;
}

/**
 * Persona by the local chat model: name, gender, voice, category, tags, description and speaking
 * style as JSON under a grammar, checked with zod, merged with the rules' persona. The rules
 * keep what they are sure of (a name the prompt gives, a gender its words or the name tell, a
 * category the lexicon finds: a small model errs there more often than they do), the model
 * fills the rest and writes the prose. A timeout, a crash or an unreadable answer gives the
 * rules' persona, so a creation never waits on or fails by the model.
 */
export class LocalModelPersonaWriter implements PersonaWriter {
  readonly name: string;

  constructor(private readonly options: LocalModelPersonaWriterOptions) {
    this.name = options.model.name;
  }

  async write(request: PersonaRequest): Promise<PersonaDraft> {
    const { draft, found } = this.options.rules.read(request.prompt);
    if (found.isDefault) return draft;
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let answer: ModelPersona;
    try {
      const reply = await this.options.model.answer({
        system: INSTRUCTIONS,
        prompt: request.prompt.trim().slice(0, 2000),
        schema: PERSONA_SCHEMA,
        maxTokens: this.options.maxTokens ?? 260,
        temperature: 0.3,
        signal,
      });
      answer = ModelPersona.parse(parseAnswer(reply.text));
      this.options.logger.info('persona written by the local model', { ms: Math.round(reply.ms), length: reply.tokens });
    } catch (error) {
      request.signal?.throwIfAborted();
      const why = timeout.aborted ? `no answer within ${this.options.timeoutMs} ms` : String(error);
      this.options.logger.warn('local model persona failed; using the rules', { why });
      return draft;
    }
    return merge(draft, found, answer, request.prompt);
  }

  warm(): Promise<void> {
    return this.options.model.warm();
  }

  close(): Promise<void> {
    return this.options.model.close();
  }
}

const OTHER_PRONOUNS: Record<Gender, RegExp> = {
  feminine: /\b(?:he|him|his|himself)\b/i,
  masculine: /\b(?:she|her|hers|herself)\b/i,
};

/** The answer as JSON; one cut short by the token budget is closed where it stopped. */
function parseAnswer(text: string): unknown {
  for (const ending of ['', '"}', '"]}', ']}', '}']) {
    try {
      return JSON.parse(text.trimEnd() + ending);
    } catch {
      // try the next ending
    }
  }
  throw new Error(`unreadable answer: ${text.slice(0, 120)}`);
}

function merge(
  draft: PersonaDraft,
  found: ReturnType<LocalPersonaWriter['read']>['found'],
  answer: ModelPersona,
  prompt: string,
): PersonaDraft {
  const gender = (!found.gender && answer.gender) || draft.gender;
  // The model's name when the prompt gives none, unless it is a name of the other gender.
  const theirs = !found.name && answer.name && genderOfName(answer.name.split(' ')[0]!, draft.language);
  const name =
    answer.name && !found.name && (theirs === null || theirs === 'unisex' || theirs === gender) ? answer.name : draft.name;
  const renamed = (text: string) => (answer.name && name !== answer.name ? text.split(answer.name).join(name) : text);
  const category = (!found.category && answer.category) || draft.category;
  const voice =
    answer.voice && BUILT_IN_VOICES[gender].includes(answer.voice)
      ? answer.voice
      : gender === draft.gender
        ? draft.voice_id
        : chooseBuiltInVoice(draft.language, gender, prompt);
  // Prose whose pronouns are the other gender's ("Bartholomew ... She ...") is not kept.
  const fits = (text: string | undefined) =>
    text !== undefined && (!OTHER_PRONOUNS[gender].test(text) || OTHER_PRONOUNS[gender].test(prompt));
  const description = fits(answer.description) ? renamed(answer.description!) : draft.description;
  // The system prompt keeps the creator's own words for who the agent is (a small model adds
  // facts nobody asked for), and takes the model's speaking style.
  const style = fits(answer.style) ? answer.style!.replace(/[.!]+$/, '') : null;
  const character = style ? `${draft.description} Your way of speaking: ${style}.` : draft.description;
  const tags = answer.tags?.length ? [...new Set(answer.tags)].slice(0, 6) : draft.tags;
  return {
    ...draft,
    name,
    gender,
    category,
    voice_id: voice,
    description: description.slice(0, 500),
    tags,
    system_prompt: composeSystemPrompt({
      name,
      role: found.role,
      character,
      language: draft.language,
      category,
      prompt,
      isDefault: false,
    }),
  };
}
