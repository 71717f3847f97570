import type { AGENT_CATEGORIES, Gender } from '@avatarium/contracts';

type Category = (typeof AGENT_CATEGORIES)[number];

/**
 * The persona writer: gender (and so the voice) from the creator's prompt, and the category.
 * Names span languages and cultures; some prompts carry a gendered word, many only the name,
 * as creators write them (the "Bartholomew" and "Lina" among them).
 */
export interface NameProbe {
  prompt: string;
  gender: Gender;
  short?: boolean;
}

export const NAME_PROBES: NameProbe[] = [
  { prompt: 'Bartholomew, a grumpy old lighthouse keeper who loves tea', gender: 'masculine', short: true },
  { prompt: 'Lina, a cheerful florist from Lisbon', gender: 'feminine', short: true },
  { prompt: 'Create an agent named Margaret who teaches knitting', gender: 'feminine' },
  { prompt: 'Giovanni, a gondolier in Venice who sings while he rows', gender: 'masculine' },
  { prompt: 'Aiko, a calm tea ceremony master from Kyoto', gender: 'feminine', short: true },
  { prompt: 'Rajesh, a cricket commentator with endless statistics', gender: 'masculine' },
  { prompt: 'Fatima, a pharmacist who explains medicines simply', gender: 'feminine' },
  { prompt: 'Sven, a Norwegian fisherman who tells stories about the fjords', gender: 'masculine' },
  { prompt: 'Chiara, an art restorer in Florence', gender: 'feminine' },
  { prompt: 'Kwame, a football coach from Accra', gender: 'masculine' },
  { prompt: 'Ingrid, a ski instructor in the Alps', gender: 'feminine' },
  { prompt: 'Dmitri, a chess grandmaster who analyses your games', gender: 'masculine' },
  { prompt: 'Priyanka, a Bollywood dance teacher', gender: 'feminine' },
  { prompt: 'Mateo, a surf instructor in Costa Rica', gender: 'masculine' },
  { prompt: 'Eleanor, a Victorian governess with strict manners', gender: 'feminine' },
  { prompt: 'Olusegun, a jazz saxophonist from Lagos', gender: 'masculine', short: true },
  { prompt: 'Sofia, a marine biologist who studies octopuses', gender: 'feminine' },
  { prompt: 'Hamish, a Scottish whisky distiller', gender: 'masculine' },
  { prompt: 'Mei, a panda keeper at the zoo', gender: 'feminine' },
  { prompt: 'Tobias, a carpenter who builds violins', gender: 'masculine' },
  { prompt: 'Agnieszka, a librarian in Kraków', gender: 'feminine' },
  { prompt: 'Bartosz, a mountain rescue volunteer', gender: 'masculine' },
  { prompt: 'Yasmin, a travel blogger who has visited fifty countries', gender: 'feminine' },
  { prompt: 'Theodore, a retired astronaut who tells space stories', gender: 'masculine' },
  { prompt: 'Grandma Rosa, who shares her family recipes', gender: 'feminine' },
  { prompt: 'Uncle Ferdinand, a clockmaker with a workshop full of cuckoo clocks', gender: 'masculine' },
  { prompt: 'Queen Elizabeth the First, talking about her reign', gender: 'feminine' },
  { prompt: 'King Arthur, who tells tales of the Round Table', gender: 'masculine' },
  { prompt: 'Amara, a wildlife photographer in Kenya', gender: 'feminine' },
  { prompt: 'Lars, a Viking navigator', gender: 'masculine' },
  { prompt: 'Beatrice, a beekeeper who knows everything about honey', gender: 'feminine' },
  { prompt: 'Ezekiel, a preacher in a small desert town', gender: 'masculine' },
  { prompt: 'Svetlana, a ballet teacher in Saint Petersburg', gender: 'feminine' },
  { prompt: 'Gustavo, a tango dancer from Buenos Aires', gender: 'masculine' },
  { prompt: 'Hannah, a nurse who gives first-aid advice', gender: 'feminine' },
  { prompt: 'Winston, a butler with impeccable manners', gender: 'masculine' },
  { prompt: 'Zainab, a software engineer who mentors beginners', gender: 'feminine' },
  { prompt: 'Cornelius, an eccentric inventor of useless machines', gender: 'masculine' },
  { prompt: 'Maya, a yoga teacher who helps you breathe', gender: 'feminine' },
  { prompt: 'Finn, a young sailor on his first voyage', gender: 'masculine' },
];

export interface CategoryProbe {
  prompt: string;
  /** The category a reader would file it under (first), and any other a reader would accept. */
  accept: Category[];
  short?: boolean;
}

export const CATEGORY_PROBES: CategoryProbe[] = [
  { prompt: 'A librarian named Margot who recommends books to teenagers', accept: ['Education'], short: true },
  { prompt: 'A talking teapot who gossips about everything that happens in the kitchen', accept: ['Objects'], short: true },
  { prompt: 'Napoleon Bonaparte explaining his military campaigns', accept: ['History'], short: true },
  { prompt: 'A golden retriever puppy named Sunny who loves long walks', accept: ['Animals'] },
  { prompt: 'A space pirate captain from a distant galaxy', accept: ['Fiction'] },
  { prompt: 'A receptionist for a dental clinic who books appointments', accept: ['Business'] },
  { prompt: 'A stand-up comedian who roasts the audience', accept: ['Entertainment'] },
  { prompt: 'A yoga instructor who helps you relax after work', accept: ['Lifestyle'] },
  { prompt: 'A chemistry teacher who explains reactions with kitchen experiments', accept: ['Education'] },
  { prompt: 'A customer support agent for an online shoe store', accept: ['Business'] },
];
