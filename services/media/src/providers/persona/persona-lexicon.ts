import type { AGENT_CATEGORIES, Gender } from '@avatarium/contracts';

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);
const set = (list: string): ReadonlySet<string> => new Set(words(list));

type Category = (typeof AGENT_CATEGORIES)[number];

/**
 * Words that say which category an agent belongs to (spec 002 category list). `nouns` are what
 * an agent can BE ("a librarian", "a teapot"): the head of the prompt's role phrase weighs most.
 * `topics` only hint ("recipes", "medieval"). Plurals are found by their singular.
 */
export const CATEGORY_LEXICON: Record<
  Exclude<Category, 'Uncategorized'>,
  { nouns: ReadonlySet<string>; topics: ReadonlySet<string> }
> = {
  Animals: {
    nouns: set(`cat dog puppy kitten kitty fox owl lion lioness bear rabbit bunny hare horse pony foal parrot penguin wolf tiger
      panda monkey bird frog toad dolphin hamster guinea goldfish fish turtle tortoise snake lizard gecko iguana elephant giraffe
      zebra kangaroo koala sloth otter seal walrus whale shark octopus squid jellyfish squirrel chipmunk hedgehog mouse rat duck
      duckling goose swan chicken hen rooster chick cow calf bull ox pig piglet sheep lamb goat donkey mule llama alpaca camel deer
      reindeer moose elk raccoon badger beaver mole eagle hawk falcon crow raven pigeon dove sparrow robin flamingo peacock
      hummingbird woodpecker bee bumblebee butterfly caterpillar ant ladybug spider crab lobster shrimp snail slug worm corgi
      labrador poodle retriever husky beagle dachshund bulldog terrier spaniel chihuahua pug gorilla chimpanzee orangutan lemur
      cheetah leopard jaguar panther lynx hippo hippopotamus rhino rhinoceros crocodile alligator bat axolotl capybara meerkat
      platypus armadillo ferret mongoose pelican seagull puffin stork heron crane toucan macaw cockatoo canary budgie`),
    topics: set('animal animals pet pets paw paws furry fluffy wildlife zoo purr purrs meow woof bark barks fur feathers'),
  },
  Objects: {
    nouns: set(`lamp toaster teapot kettle clock watch chair sofa couch armchair table desk car truck tractor bus bicycle bike
      scooter book notebook cup mug teacup phone smartphone computer laptop calculator typewriter machine plant cactus houseplant
      fridge refrigerator microwave oven stove vacuum cleaner radio television tv camera umbrella shoe sneaker boot sock hat
      backpack suitcase spoon fork knife pan pot bottle jar candle mirror vase pillow blanket toothbrush pencil pen crayon eraser
      stapler key coin wallet guitar piano violin trumpet drum statue painting rock stone pebble tree oak lighthouse house
      mailbox lantern kite balloon toy doll teddy bicycle sock sandwich pizza cookie cupcake donut potato banana apple tomato
      sponge broom bucket ladder hammer screwdriver thermostat fan heater elevator escalator tram locomotive ship boat sailboat`),
    topics: set('object objects thing things inanimate household appliance gadget furniture kitchenware'),
  },
  History: {
    nouns: set(`emperor empress pharaoh samurai shogun viking philosopher historian gladiator centurion legionary legionnaire
      senator consul conquistador explorer navigator crusader pharaoh tsar czar kaiser sultan caliph chieftain druid monk
      scribe alchemist inventor suffragette revolutionary general admiral president statesman founding`),
    topics: set(`historical history ancient medieval renaissance century centuries roman rome greek athens sparta egyptian
      egypt victorian tudor edwardian colonial empire dynasty ming qing byzantine ottoman aztec inca maya mayan babylon
      mesopotamia prehistoric stone bronze iron war wars wwi wwii civil revolution 1800s 1700s 1600s 1900s military
      campaign campaigns battle battles army armies conquest conquests reign throne`),
  },
  Fiction: {
    nouns: set(`wizard witch warlock knight pirate dragon elf dwarf hobbit orc troll goblin ogre giant vampire werewolf zombie
      ghost spirit fairy pixie sprite mermaid merman unicorn phoenix griffin centaur minotaur cyclops sphinx genie djinn demon
      angel superhero supervillain villain hero heroine alien robot android cyborg detective sleuth sorcerer sorceress mage
      necromancer paladin bard princess prince king queen starship spaceship astronaut superheroine jedi ninja`),
    topics:
      set(`fantasy fairytale fairy-tale magic magical spell spells enchanted kingdom realm quest legend legendary myth mythical
      sci-fi scifi science-fiction space galaxy planet interstellar futuristic dystopian cyberpunk steampunk haunted story
      fictional novel adventure adventures dungeon dungeons castle`),
  },
  Education: {
    nouns: set(`teacher tutor professor lecturer educator mentor librarian scientist researcher mathematician
      physicist chemist biologist astronomer geologist linguist scholar academic dean principal headmaster headmistress professeur professeure lehrer lehrerin profesor profesora maestro maestra insegnante
      schoolteacher explainer encyclopedia quizzer examiner student`),
    topics: set(`math maths mathematics physics chemistry biology science sciences geography grammar vocabulary language languages
      lesson lessons learn learning learners school museum museums homework exam exams study studying education educational explains explain
      teach teaches teaching course courses university college classroom kids children reading spelling algebra calculus coding
      programming`),
  },
  Business: {
    nouns: set(`assistant consultant advisor adviser receptionist salesperson salesman saleswoman seller marketer recruiter lawyer
      attorney accountant bookkeeper banker analyst manager concierge entrepreneur founder ceo executive broker realtor
      investor negotiator secretary clerk cashier shopkeeper merchant owner retailer vendor dealer representative rep
      strategist auditor economist planner`),
    topics: set(`business businesses startup startups finance financial sales marketing customer customers support service
      store shop company companies product products pricing invoice invoices tax taxes legal contract contracts crm b2b
      real estate property mortgage insurance investment investing stocks budget budgeting career careers job jobs interview
      pitch deck hiring booking bookings order orders ecommerce e-commerce`),
  },
  Entertainment: {
    nouns: set(`comedian musician singer songwriter actor actress gamer dj storyteller host presenter magician illusionist
      rapper entertainer clown jester dancer ballerina poet performer drummer guitarist pianist violinist saxophonist
      trumpeter cellist composer conductor band streamer youtuber influencer podcaster commentator announcer quizmaster
      puppeteer juggler acrobat filmmaker director critic narrator athlete footballer`),
    topics: set(`jokes joke funny comedy music song songs movie movies film films cinema game games gaming video videos show
      shows tv trivia quiz party concert jazz rock pop hip-hop rap stand-up standup karaoke celebrity sports football soccer
      basketball cricket baseball anime manga theater theatre circus`),
  },
  Lifestyle: {
    nouns:
      set(`chef cook baker pastry coach barista bartender mixologist sommelier trainer nutritionist dietitian stylist therapist
      counselor counsellor psychologist gardener florist doctor physician nurse midwife pharmacist dentist veterinarian
      vet hairdresser barber beautician makeup tailor seamstress designer decorator carpenter plumber mechanic farmer
      fisherman fisherwoman beekeeper nanny babysitter grandmother grandma granny grandfather grandpa friend companion buddy
      yogi keeper ranger surfer hiker climber sailor traveller traveler blogger vlogger photographer
      architect handyman landlord neighbor neighbour parent mom mum dad`),
    topics:
      set(`cooking recipe recipes food foods baking bread cake coffee tea wine beer cocktail cocktails fitness workout workouts
      exercise gym health healthy diet nutrition wellness yoga meditation mindfulness sleep fashion style outfit outfits beauty
      skincare makeup hair garden gardening plants flowers travel trip trips hiking camping home decor interior diy parenting
      baby family relationships dating love self-care lifestyle vegan vegetarian surf surfing ski skiing tour tours tourist tourists`),
  },
};

/** Nouns for persons without a category of their own: they make a role phrase, and never an Object. */
export const PERSON_WORDS: ReadonlySet<string> =
  set(`woman man girl boy lady gentleman person expert specialist engineer guide instructor
  developer programmer artist painter writer author journalist pilot soldier sailor captain priest nun monk grandmother
  grandfather friend companion neighbour neighbor kid child teenager`);

/** Nouns that make a good role phrase ("a friendly chef"). */
export const ROLE_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(CATEGORY_LEXICON).flatMap(({ nouns }) => [...nouns]),
  ...PERSON_WORDS,
]);

/**
 * Gendered words of prompts. `explicit` nouns say who the agent is ("a woman", "the king");
 * `weak` ones lean ("a wizard"); pronouns count less than nouns (persona-gender.ts weighs them).
 */
export const GENDER_WORDS: Record<
  Gender,
  { explicit: ReadonlySet<string>; weak: ReadonlySet<string>; subject: string; pronouns: ReadonlySet<string> }
> = {
  feminine: {
    explicit: set(`woman girl lady female mother mom mum mommy mama queen princess actress waitress grandmother grandma granny
      wife sister daughter aunt auntie niece heroine empress nun femme mujer frau dame duchess countess
      baroness lioness sorceress priestess hostess stewardess heiress headmistress businesswoman saleswoman fisherwoman
      policewoman chairwoman congresswoman sportswoman gal ballerina seamstress widow bride girlfriend matriarch`),
    weak: set('witch goddess fairy mermaid nanny diva muse'),
    subject: 'she',
    pronouns: set('her hers herself'),
  },
  masculine: {
    explicit: set(`man boy guy gentleman male father dad daddy papa king prince grandfather grandpa husband brother son uncle
      nephew emperor lord duke baron nobleman businessman salesman fisherman policeman chairman
      congressman sportsman lad hombre herr homme widower groom boyfriend patriarch merman`),
    weak: set('wizard warlock sorcerer god hero monk priest knight pharaoh sultan tsar viking samurai'),
    subject: 'he',
    pronouns: set('him his himself'),
  },
};

/** Titles before a name that say its gender ("Sir Lancelot", "Lady Ada"). */
export const GENDERED_TITLES: Record<Gender, ReadonlySet<string>> = {
  feminine: set('lady dame madame mrs ms miss queen princess aunt grandma duchess countess empress sister'),
  masculine: set('sir lord mister mr king prince uncle grandpa duke count emperor brother father'),
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
