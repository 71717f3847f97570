import type { Gender } from '@avatarium/contracts';
import { seededPick } from '../seeded.js';
import { chooseBuiltInVoice, NEUTRAL_VOICES } from './built-in-voices.js';
import { categoryOf, type Category } from './persona-category.js';
import { genderOfPersona } from './persona-gender.js';
import { CATEGORY_LEXICON, LANGUAGE_CODES, LANGUAGE_NAMES, NAMES, NOT_NAMES, ROLE_WORDS, STOPWORDS } from './persona-lexicon.js';
import type { PersonaDraft, PersonaRequest, PersonaWriter } from './persona-writer.js';

const DEFAULT_PROMPT = /^\s*create an ai agent\s*\.?\s*$/i;
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]+";
const TITLES =
  'Professor|Prof\\.|Doctor|Dr\\.|Captain|Capt\\.|Sir|Dame|Lady|Lord|Madame|Mister|Mr\\.|Mrs\\.|Ms\\.|Miss|King|Queen|Prince|Princess|Chef|Coach|Detective|Uncle|Aunt|Grandma|Grandpa|Saint';
// "... Professor Bartholomew ...", "... Dr. Ada Quill ...": a title before a capitalised name,
// anywhere in the prompt; the title is part of the name.
const TITLE_WORD = new RegExp(`^(${TITLES})\\s`, 'u');
const TITLED_NAME = new RegExp(`\\b((?:${TITLES})\\s+${NAME_WORD}(?:\\s+${NAME_WORD})?)`, 'u');
const NAME_PATTERNS = [
  new RegExp(`\\b(?:named|called)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`, 'u'),
  new RegExp(`\\bname(?:'s|’s| is)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`, 'u'),
  new RegExp(`\\b(?:I am|I'm|I’m)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`, 'u'),
  // "Sophie, a retired pilot ..." / "Captain Nemo is ..." at the very start.
  new RegExp(`^\\s*(${NAME_WORD}(?:\\s+${NAME_WORD})?)\\s*(?:,|\\bis\\b|\\bthe\\b|:)`, 'u'),
];
// Opening phrases that only say "make an agent": the rest is the description.
const OPENING =
  /^\s*(?:please\s+)?(?:create|make|build|generate|design)\s+(?:me\s+)?(?:an?\s+)?(?:ai\s+)?(?:agent|avatar|assistant|character|persona)?\s*(?:that is|who is|that|who|which|of|as|:|,)?\s*/i;

function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
}

function findName(prompt: string): string | null {
  const titled = TITLED_NAME.exec(prompt)?.[1];
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(prompt);
    const candidate = match?.[1]?.trim();
    if (!candidate) continue;
    const parts = candidate.split(/\s+/).filter((part) => !NOT_NAMES.has(part));
    if (parts.length > 0) return parts.join(' ').slice(0, 80);
  }
  return titled ? titled.slice(0, 80) : null;
}

function findLanguage(prompt: string, words: string[]): string {
  const spoken =
    /\b(?:speaks?|speaking|talks?|answers?|responds?|replies|in|native)\s+(?:only\s+|fluent\s+|mostly\s+)?([a-z]+)\b|\b([a-z]+)[- ]speaking\b/gi;
  for (const match of prompt.matchAll(spoken)) {
    const code = LANGUAGE_CODES[(match[1] ?? match[2] ?? '').toLowerCase()];
    if (code) return code;
  }
  // A prompt written in another script or language is answered in it.
  if (/[\u0400-\u04FF]/.test(prompt)) return /[їєіґ]/i.test(prompt) ? 'uk' : 'ru';
  if (/[\u3040-\u30FF]/.test(prompt)) return 'ja';
  if (/[\uAC00-\uD7AF]/.test(prompt)) return 'ko';
  if (/[\u4E00-\u9FFF]/.test(prompt)) return 'zh';
  if (/[\u0600-\u06FF]/.test(prompt)) return 'ar';
  if (/[\u0900-\u097F]/.test(prompt)) return 'hi';
  if (/[\u0370-\u03FF]/.test(prompt)) return 'el';
  let best = { code: 'en', hits: 2 };
  for (const [code, stopwords] of Object.entries(STOPWORDS)) {
    const hits = words.filter((word) => stopwords.has(word)).length;
    if (hits > best.hits) best = { code, hits };
  }
  return best.code;
}

const ARTICLE_PHRASE =
  /\b(?:an?)\s+((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+?)(?=\s+(?:who|that|which|from|with|in|of|named|called|and|for|to|at|on|living|obsessed)\b|\s*[.,;:!?]|\s*$)/iu;

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/**
 * "a friendly chef from Lyon" -> "a friendly chef": the prompt's first "a/an ..." phrase, else
 * a known role noun with up to two words before it (never a word of the name).
 */
function findRole(text: string, name: string): string | null {
  const lower = (noun: string) => withArticle(noun.charAt(0).toLowerCase() + noun.slice(1));
  const match = ARTICLE_PHRASE.exec(text);
  const phrase = match?.[1]?.trim();
  if (phrase && phrase.split(/\s+/).length <= 4 && !/^(ai|agent|avatar|assistant)$/i.test(phrase)) return lower(phrase);
  const nameWords = new Set(name.toLowerCase().split(/\s+/));
  for (const piece of text.split(/[.,;:!?\n]/)) {
    const words = piece.trim().split(/\s+/);
    const index = words.findIndex((word) => {
      const plain = word.toLowerCase().replace(/[^\p{L}]/gu, '');
      return ROLE_WORDS.has(plain) && !nameWords.has(plain);
    });
    if (index < 0) continue;
    const before = words.slice(Math.max(0, index - 2), index + 1);
    const start = before
      .map((word) => /^(a|an|the|my|our|your|his|her|their|is|was|as|who|that|be|like|named|called)$/i.test(word))
      .lastIndexOf(true);
    const noun = before
      .slice(start + 1)
      .join(' ')
      .replace(/[^\p{L}\s'-]/gu, '');
    if (noun) return lower(noun);
  }
  return null;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const LEXICON = Object.values(CATEGORY_LEXICON);

function tagsOf(words: string[], role: string | null, category: Category, language: string): string[] {
  const tags = new Set<string>();
  if (role) tags.add(role.replace(/^an? /, '').split(' ').pop()!);
  if (category !== 'Uncategorized') tags.add(category.toLowerCase());
  for (const word of words) {
    if (tags.size >= 5) break;
    if (word.length >= 5 && LEXICON.some(({ nouns, topics }) => nouns.has(word) || topics.has(word))) tags.add(word);
  }
  if (language !== 'en') tags.add(LANGUAGE_NAMES[language]?.toLowerCase() ?? language);
  return [...tags].slice(0, 6).map((tag) => tag.slice(0, 40));
}

const CATEGORY_MANNER: Record<Category, string> = {
  Animals: 'Let your animal nature show in how you see the world, with playful curiosity.',
  Objects: 'Speak from the point of view of the object you are, with gentle humour.',
  History: 'Speak from your own time and experience; when asked about later events, say what you could not have known.',
  Fiction: 'Stay inside your story world and make every answer feel like part of an adventure.',
  Education: 'Explain step by step, check understanding with a short question, and encourage the learner.',
  Business: 'Be precise and helpful; ask for the details you need and suggest a clear next step.',
  Entertainment: 'Be lively and entertaining; a joke or a surprising detail is welcome.',
  Lifestyle: 'Give practical, friendly advice that fits into everyday life.',
  Uncategorized: 'Be curious about the person you talk to and keep the conversation flowing.',
};

/** What the rules are sure of: a language model may fill the rest (local-model-persona-writer.ts). */
export interface RuleFindings {
  /** The prompt names the agent (else the name was picked from a list). */
  name: boolean;
  /** The prompt's words or the name tell the gender (else it is neutral). */
  gender: boolean;
  /** A word of the category lexicon decided (else Uncategorized). */
  category: boolean;
  /** "a friendly chef", for the system prompt's first line. */
  role: string | null;
  isDefault: boolean;
}

export interface SystemPromptParts {
  name: string;
  role: string | null;
  /** Who the agent is, in a sentence or two (the description, or a model's personality). */
  character: string;
  language: string;
  category: Category;
  prompt: string;
  isDefault: boolean;
}

/** The system prompt every persona gets: who the agent is, then how it talks (spoken, short, honest). */
export function composeSystemPrompt(parts: SystemPromptParts): string {
  const { name, role, language, category, isDefault } = parts;
  return [
    `You are ${name}${role ? `, ${role}` : ''}.`,
    isDefault ? 'You are warm, curious and helpful.' : parts.character,
    '',
    'How you talk:',
    `- Stay in character as ${name}. Do not call yourself a language model.`,
    `- Speak ${LANGUAGE_NAMES[language] ?? language}; if the person writes in another language, answer in theirs.`,
    '- Your words are spoken aloud by your avatar: keep replies short (one to three sentences), natural and warm, with no lists, markdown or emojis.',
    `- ${CATEGORY_MANNER[category]}`,
    '- When you do not know something, say so plainly instead of making it up.',
    ...(isDefault ? [] : ['', `Your creator described you as: "${truncate(parts.prompt.trim(), 1500)}"`]),
  ].join('\n');
}

/**
 * The offline persona writer: reads a name, role, language and category out of the prompt with
 * word lists, the gender from the prompt's words and the name (name-gender.ts), picks a voice of
 * that gender (a neutral one when nothing tells), and writes the system prompt from a template.
 * Deterministic: the same prompt always gives the same persona.
 */
export class LocalPersonaWriter implements PersonaWriter {
  readonly name = 'local';

  async write({ prompt }: PersonaRequest): Promise<PersonaDraft> {
    return this.read(prompt).draft;
  }

  /** The persona, and which of its parts the rules are sure of. */
  read(prompt: string): { draft: PersonaDraft; found: RuleFindings } {
    const text = prompt.trim();
    const isDefault = DEFAULT_PROMPT.test(text);
    const words = tokens(text);
    const language = findLanguage(text, words);
    const parsedName = findName(text);
    const voiceGender = genderOfPersona(text, parsedName, language);
    // Neutral (nothing tells): a gender by the prompt, and one of the two voices in between.
    const gender: Gender = voiceGender === 'neutral' ? seededPick(text, ['feminine', 'masculine'] as const) : voiceGender;
    const names = NAMES[language] ?? NAMES.en!;
    const name = parsedName ?? seededPick(text, names[gender]);
    const body = text.replace(OPENING, '');
    const role = findRole(body, name);
    const title = parsedName && TITLE_WORD.exec(parsedName)?.[1];
    const category = categoryOf(words, role ? tokens(role).slice(1) : [], title || null);
    const voice = voiceGender === 'neutral' && parsedName ? NEUTRAL_VOICES[gender] : chooseBuiltInVoice(language, gender, text);
    const description = isDefault
      ? `${name} is a friendly AI agent, happy to chat about anything.`
      : truncate(sentence(body.length > 0 ? body : text), 480);
    const draft: PersonaDraft = {
      name,
      description,
      system_prompt: composeSystemPrompt({ name, role, character: description, language, category, prompt: text, isDefault }),
      tags: tagsOf(words, role, category, language),
      category,
      language,
      gender,
      voice_id: voice,
    };
    const found: RuleFindings = {
      name: parsedName !== null,
      gender: voiceGender !== 'neutral',
      category: category !== 'Uncategorized',
      role,
      isDefault,
    };
    return { draft, found };
  }
}
