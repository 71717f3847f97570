import type { PersonaKey } from './personas.js';

/**
 * Memory: a conversation of several turns, then a question only the earlier turns answer
 * (the visitor's name, a fact said before, "what did I ask first"). The last reply is judged by
 * rules: it must contain every `all` pattern (and one of `any`, when given) and none of `none`
 * (the agent claiming the visitor's fact as its own: "I am a nurse").
 */
export interface MemoryProbe {
  id: string;
  persona: PersonaKey;
  /** Said first, in order; their replies are not judged. */
  turns: string[];
  question: string;
  all: RegExp[];
  any?: RegExp[];
  none?: RegExp[];
  short?: boolean;
}

export const MEMORY_PROBES: MemoryProbe[] = [
  {
    id: 'mem-name',
    persona: 'captain',
    turns: ['Hi, my name is Priya.'],
    question: 'What is my name?',
    all: [/\bpriya\b/i],
    none: [/\bmy name is priya\b/i],
    short: true,
  },
  {
    id: 'mem-first-question',
    persona: 'captain',
    turns: ['Do you like lighthouses?', 'What is your favourite food?'],
    question: 'What did I ask you first?',
    all: [/lighthouse/i],
    short: true,
  },
  {
    id: 'mem-city',
    persona: 'chef',
    turns: ['I am Tomasz and I live in Gdansk.', 'What is a good breakfast?'],
    question: 'Where do I live?',
    all: [/gda[nń]sk/i],
  },
  {
    id: 'mem-dog',
    persona: 'captain',
    turns: ['My dog is called Biscuit.', 'Have you ever had a pet on board?'],
    question: "What is my dog's name?",
    all: [/biscuit/i],
  },
  {
    id: 'mem-colour',
    persona: 'tutor',
    turns: ['My favourite colour is green.', 'Can you help me with fractions?'],
    question: 'What is my favourite colour?',
    all: [/\bgreen\b/i],
  },
  { id: 'mem-age', persona: 'tutor', turns: ['I am 34 years old.'], question: 'How old am I?', all: [/\b34\b|thirty[- ]four/i] },
  {
    id: 'mem-job',
    persona: 'chef',
    turns: ['I work as a nurse, so I need quick meals.', 'Any idea for lunch?'],
    question: 'What do I do for a living?',
    all: [/\bnurse\b/i],
    // "As a nurse, I work in hospitals" is the visitor's job told as the agent's own.
    none: [/\bI(?: am|'m| work as) a nurse\b/i, /\bas a nurse, I\b/i],
  },
  {
    id: 'mem-sisters',
    persona: 'historian',
    turns: ['I have two sisters, Ana and Mia.'],
    question: 'What are my sisters called?',
    all: [/\bana\b/i, /\bmia\b/i],
  },
  {
    id: 'mem-ocean-first',
    persona: 'captain',
    turns: ['How deep is the ocean?', 'What is your ship called?'],
    question: 'What was my first question?',
    all: [],
    any: [/\bdeep/i, /\bdepth/i],
  },
  {
    id: 'mem-birthday',
    persona: 'tutor',
    turns: ['My birthday is on the third of May.', 'What is a prime number?'],
    question: 'When is my birthday?',
    all: [/\bmay\b/i],
    any: [/\b3(rd)?\b/i, /\bthird\b/i],
  },
  {
    id: 'mem-allergy',
    persona: 'chef',
    turns: ['I am allergic to peanuts.', 'What dessert do you like?'],
    question: 'What am I allergic to?',
    all: [/peanut/i],
    none: [/\bI(?: am|'m) allergic\b/i],
  },
  {
    id: 'mem-car',
    persona: 'guide',
    turns: ['I came here in my red Volvo.'],
    question: 'What colour is my car?',
    all: [/\bred\b/i],
  },
  {
    id: 'mem-language',
    persona: 'tutor',
    turns: ['I am learning Spanish at school.', 'Is algebra hard?'],
    question: 'Which language am I learning?',
    all: [/spanish/i],
  },
  {
    id: 'mem-long-name',
    persona: 'historian',
    turns: ['Hello, my name is Oluwaseun.', 'What did you study?', 'Was the library big?'],
    question: 'Do you remember my name?',
    all: [/oluwaseun/i],
  },
  {
    id: 'mem-math-first',
    persona: 'tutor',
    turns: ['What is two plus two?', 'Tell me something encouraging.'],
    question: 'What did I ask you first?',
    all: [],
    any: [/two plus two/i, /2 ?\+ ?2/, /\b2 plus 2\b/i],
  },
  {
    id: 'mem-cat',
    persona: 'chef',
    turns: ['My cat Luna is ill, so I am staying in tonight.', 'What should I cook?'],
    question: "What is my cat's name?",
    all: [/\bluna\b/i],
  },
  {
    id: 'mem-home',
    persona: 'captain',
    turns: ['I live on a houseboat in Amsterdam.', 'Have you been to the North Sea?', 'What do sailors eat?'],
    question: 'Where is my home?',
    all: [],
    any: [/amsterdam/i, /houseboat/i],
  },
  {
    id: 'mem-book',
    persona: 'historian',
    turns: ['My favourite book is Moby Dick.'],
    question: 'Which book do I love most?',
    all: [/moby/i, /\byou/i],
  },
  {
    id: 'mem-trip',
    persona: 'guide',
    turns: ['I am planning a trip to Iceland in March.', 'Do you like travelling?'],
    question: 'Where am I going, and when?',
    all: [/iceland/i, /march/i],
  },
  {
    id: 'mem-name-later',
    persona: 'chef',
    turns: ['Bonjour, I am Camille.', 'How do I make a good omelette?', 'And what cheese goes with it?'],
    question: 'By the way, what is my name?',
    all: [/camille/i],
    none: [/\b(?:my name is|I am|I'm) camille\b/i],
  },
];
