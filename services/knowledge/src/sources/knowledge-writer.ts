import { OpenAiCompatibleClient } from '@avatarium/platform';
import { z } from 'zod';
import type { KnowledgeConfig } from '../knowledge-config.js';
import type { ExtractedPair } from './html-to-faq.js';

/**
 * A language model that writes knowledge from a document's text: FAQ pairs and slide scripts.
 * Only a configured OpenAI-format model (LLM_PROVIDER openai: OpenAI, DeepSeek, Ollama, vLLM)
 * is used; the offline default reads the document's own structure instead, because the small
 * local model invents facts when asked to write them.
 */
export interface KnowledgeWriter {
  readonly model: string;
  faqPairs(text: string, onPart: (part: number, parts: number) => void): Promise<ExtractedPair[]>;
  slideScript(pageText: string, slide: number, slides: number): Promise<string>;
}

/** Characters of document per request: about 3,000 tokens, well inside any current model's window. */
const PART_CHARS = 12_000;
const PARTS_MAX = 8;
const PAIRS_MAX = 200;

const Pairs = z.object({
  pairs: z.array(z.object({ question: z.string().trim().min(3).max(500), answer: z.string().trim().min(1).max(2_000) })).max(60),
});
const Script = z.object({ script: z.string().trim().max(1_500) });

const FAQ_INSTRUCTIONS =
  'You turn documents into FAQ entries. Write the questions a reader would ask that the text below answers, each with its answer taken only from the text (no outside facts, nothing guessed). Answer with JSON: {"pairs": [{"question": "...", "answer": "..."}]}, at most 30 pairs; {"pairs": []} when the text answers nothing.';
const SCRIPT_INSTRUCTIONS =
  'You write what a presenter says while showing a slide: two to four spoken sentences, in the language of the slide, built only from the slide text below (nothing added). Answer with JSON: {"script": "..."}; {"script": ""} when the slide has nothing to say.';

/** Splits at paragraph or sentence ends near the size limit. */
export function partsOf(text: string, size = PART_CHARS): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest && parts.length < PARTS_MAX) {
    if (rest.length <= size) {
      parts.push(rest);
      break;
    }
    const window = rest.slice(0, size);
    const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('. '));
    const end = cut > size / 2 ? cut + 1 : size;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  return parts;
}

export function createKnowledgeWriter(config: KnowledgeConfig): KnowledgeWriter | null {
  if (config.LLM_PROVIDER !== 'openai') return null;
  const client = new OpenAiCompatibleClient({
    baseUrl: config.LLM_BASE_URL ?? 'https://api.openai.com/v1',
    apiKey: config.OPENAI_API_KEY,
    provider: 'llm',
    timeoutMs: 90_000,
  });
  const model = config.LLM_MODEL ?? 'gpt-4o-mini';
  return {
    model,
    async faqPairs(text, onPart) {
      const parts = partsOf(text);
      const byQuestion = new Map<string, ExtractedPair>();
      for (const [index, part] of parts.entries()) {
        onPart(index + 1, parts.length);
        const { pairs } = await client.chatJson(
          model,
          [
            { role: 'system', content: FAQ_INSTRUCTIONS },
            { role: 'user', content: part },
          ],
          Pairs,
          { temperature: 0.2 },
        );
        for (const pair of pairs)
          if (!byQuestion.has(pair.question.toLowerCase())) byQuestion.set(pair.question.toLowerCase(), pair);
      }
      return [...byQuestion.values()].slice(0, PAIRS_MAX);
    },
    async slideScript(pageText, slide, slides) {
      if (!pageText.trim()) return '';
      const { script } = await client.chatJson(
        model,
        [
          { role: 'system', content: SCRIPT_INSTRUCTIONS },
          { role: 'user', content: `Slide ${slide} of ${slides}:\n${pageText.slice(0, 4_000)}` },
        ],
        Script,
        { temperature: 0.3 },
      );
      return script;
    },
  };
}
