import type { Gender } from '@avatarium/contracts';

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

/** Words that say which category an agent belongs to (spec 002 category list). */
export const CATEGORY_WORDS: Record<string, readonly string[]> = {
  Animals: words(
    'cat dog puppy kitten fox owl lion bear rabbit bunny horse parrot penguin animal pet wolf tiger panda monkey bird frog dolphin',
  ),
  Objects: words('lamp toaster teapot clock chair car book cup mug phone computer object machine plant cactus'),
  History: words(
    'historical history ancient medieval century emperor pharaoh samurai viking philosopher historian renaissance roman victorian president',
  ),
  Fiction: words(
    'wizard witch knight pirate dragon elf vampire fairy superhero alien robot detective sorcerer mage fantasy space ghost princess prince',
  ),
  Education: words(
    'teacher tutor professor instructor mentor librarian scientist math mathematics physics chemistry lesson learn learning school student education explains',
  ),
  Business: words(
    'assistant consultant advisor adviser receptionist sales salesperson marketer marketing recruiter lawyer accountant banker analyst manager concierge support customer business startup finance',
  ),
  Entertainment: words(
    'comedian musician singer actor actress gamer dj storyteller host magician jokes funny music movie game games rapper entertainer',
  ),
  Lifestyle: words(
    'chef cook cooking recipes trainer coach fitness nutritionist stylist fashion therapist yoga gardener travel guide barista wellness meditation doctor nurse sommelier',
  ),
};

/** Nouns that make a good role phrase ("a friendly chef"). */
export const ROLE_WORDS: ReadonlySet<string> = new Set(
  words(`cat dog puppy kitten fox owl lion bear rabbit horse parrot penguin wolf tiger panda monkey bird frog dolphin
  lamp toaster teapot clock chair car book cup mug computer machine plant cactus
  emperor pharaoh samurai viking philosopher historian president
  wizard witch knight pirate dragon elf vampire fairy superhero alien robot detective sorcerer mage ghost princess prince
  teacher tutor professor instructor mentor librarian scientist student
  assistant consultant advisor adviser receptionist salesperson marketer recruiter lawyer accountant banker analyst manager concierge
  comedian musician singer actor actress gamer dj storyteller host magician rapper entertainer
  chef cook trainer coach nutritionist stylist therapist gardener guide barista doctor nurse sommelier
  king queen lady gentleman woman man girl boy grandmother grandfather friend companion expert specialist engineer developer
  artist painter poet writer author journalist farmer pilot astronaut soldier sailor captain monk priest nun`),
);

export const GENDER_WORDS: Record<Gender, ReadonlySet<string>> = {
  feminine: new Set(
    words(`she her hers herself woman women girl lady female mother mom mum queen princess actress waitress grandmother
    grandma wife sister daughter witch goddess madame mrs ms miss aunt heroine empress nun femme mujer frau`),
  ),
  masculine: new Set(
    words(`he him his himself man men boy guy gentleman male father dad king prince grandfather grandpa husband brother
    son wizard god sir mr monsieur emperor pharaoh uncle hero monk homme hombre herr lord duke`),
  ),
};

/** Language names (as written in English prompts) to codes. */
export const LANGUAGE_CODES: Record<string, string> = Object.fromEntries(
  words(`english:en french:fr german:de spanish:es italian:it portuguese:pt dutch:nl polish:pl russian:ru ukrainian:uk
  japanese:ja chinese:zh mandarin:zh korean:ko arabic:ar hindi:hi turkish:tr swedish:sv norwegian:no danish:da
  finnish:fi greek:el czech:cs romanian:ro hungarian:hu hebrew:he indonesian:id vietnamese:vi thai:th`).map((pair) =>
    pair.split(':'),
  ),
);

/** Codes back to English names, for the system prompt ("Speak French"). */
export const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(LANGUAGE_CODES)
    .filter(([name]) => name !== 'mandarin')
    .map(([name, code]) => [code, name.charAt(0).toUpperCase() + name.slice(1)]),
);

/** Frequent short words of languages written in Latin script: a prompt written in one of them. */
export const STOPWORDS: Record<string, ReadonlySet<string>> = {
  fr: new Set(words('le la les est une avec qui pour des et dans sur du au elle il')),
  es: new Set(words('el los las una con que para es del y en por ella muy')),
  de: new Set(words('der die das und ist eine mit ein für auf den nicht sie er')),
  it: new Set(words('il gli una che per con è della sono di un lo lei')),
  pt: new Set(words('o os uma com que para é do da em não um ela ele')),
};

/** Names for agents whose prompt names nobody, by language (English for the rest). */
export const NAMES: Record<string, Record<Gender, readonly string[]>> = {
  en: {
    feminine: words('Ava Maya Nora Iris Clara Zoe Elena Ruby Hazel Lucy'),
    masculine: words('Leo Max Oliver Noah Felix Theo Adam Jasper Miles Owen'),
  },
  fr: { feminine: words('Camille Chloé Inès Léa Manon'), masculine: words('Louis Hugo Jules Gabriel Arthur') },
  es: { feminine: words('Lucía Sofía Carmen Valeria Elena'), masculine: words('Mateo Diego Pablo Javier Hugo') },
  de: { feminine: words('Lena Mia Hannah Greta Clara'), masculine: words('Lukas Felix Jonas Paul Emil') },
  it: { feminine: words('Giulia Sofia Chiara Alice Francesca'), masculine: words('Luca Marco Matteo Lorenzo Giovanni') },
  pt: { feminine: words('Beatriz Ana Mariana Inês Júlia'), masculine: words('João Pedro Tiago Miguel Rafael') },
};

/** Capitalised words that start sentences, never names. */
export const NOT_NAMES: ReadonlySet<string> = new Set(
  words(`A An The Create Make Build Generate I My This Please AI He She They It You We Our Your Agent Avatar Assistant
  Be Act Hello Hi Who What Mister Miss Mr Mrs Ms Dr Doctor Professor Sir Lady Lord`),
);
