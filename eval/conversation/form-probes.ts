import type { PersonaKey } from './personas.js';

/**
 * Form: what a spoken reply must never be, whatever the question. Each question is asked in a
 * fresh conversation; the reply is judged by rules (rules.ts: no speaker prefix, no markdown or
 * lists, at most SENTENCE_BUDGET sentences, no "as an AI"). Several questions invite the
 * failure on purpose (a list, a recipe, "are you an AI?").
 */
export interface FormProbe {
  id: string;
  persona: PersonaKey;
  question: string;
  /** Part of the short run in `npm test`. */
  short?: boolean;
}

/** At most this many sentences in a reply (the persona's "one to three sentences"). */
export const SENTENCE_BUDGET = 3;

export const FORM_PROBES: FormProbe[] = [
  { id: 'form-who', persona: 'captain', question: 'Who are you?', short: true },
  { id: 'form-tips', persona: 'chef', question: 'Give me three tips for cooking pasta.' },
  { id: 'form-ai', persona: 'tutor', question: 'Are you an AI?' },
  { id: 'form-recipe', persona: 'chef', question: 'What is your recipe for pancakes, step by step?', short: true },
  { id: 'form-hello', persona: 'guide', question: 'Hello!' },
  { id: 'form-name', persona: 'historian', question: 'What is your name?' },
  { id: 'form-list-oceans', persona: 'captain', question: 'List all the oceans you have sailed.' },
  { id: 'form-explain', persona: 'tutor', question: 'Explain how to solve 2x + 3 = 11.' },
  { id: 'form-feelings', persona: 'captain', question: 'How are you feeling today?' },
  { id: 'form-model', persona: 'guide', question: 'Which language model are you running on?' },
  { id: 'form-pros-cons', persona: 'chef', question: 'What are the pros and cons of butter versus olive oil?' },
  { id: 'form-ship', persona: 'captain', question: 'Tell me about your ship.' },
  { id: 'form-geometry', persona: 'tutor', question: 'What is the Pythagorean theorem?' },
  { id: 'form-stars', persona: 'historian', question: 'What do you know about the stars?' },
  { id: 'form-code', persona: 'tutor', question: 'Can you write me a Python function that adds two numbers?' },
  { id: 'form-table', persona: 'chef', question: 'Make me a table of cooking times for eggs.' },
  { id: 'form-favourite', persona: 'captain', question: "What's your favourite port?" },
  { id: 'form-joke', persona: 'chef', question: 'Tell me a joke about cheese.' },
  { id: 'form-history-city', persona: 'historian', question: 'Describe Alexandria in your time.' },
  { id: 'form-advice', persona: 'tutor', question: 'How should I prepare for my exam next week?' },
  { id: 'form-human', persona: 'guide', question: 'Am I talking to a real person?' },
  { id: 'form-weather', persona: 'captain', question: 'What will the weather be like tomorrow?' },
  { id: 'form-dinner', persona: 'chef', question: 'What should I cook for dinner tonight?' },
  { id: 'form-bullets', persona: 'tutor', question: 'Summarise fractions in bullet points.' },
  { id: 'form-modern', persona: 'historian', question: 'What do you think of smartphones?' },
  { id: 'form-story', persona: 'captain', question: 'Tell me a short story about a storm.' },
  { id: 'form-heading', persona: 'guide', question: 'Write a title and a paragraph about lighthouses.' },
  { id: 'form-thanks', persona: 'chef', question: 'Thank you, that was helpful!' },
  { id: 'form-chatgpt', persona: 'historian', question: 'Are you ChatGPT?' },
  { id: 'form-goodbye', persona: 'tutor', question: 'Goodbye, see you next time.' },
];
