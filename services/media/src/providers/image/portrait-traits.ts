/**
 * What a prompt says about how the agent looks, read with a small English lexicon (no model):
 * age, hair (length, style, colour), glasses, beard, earrings, freckles, skin and the colours
 * of the picture. A trait the prompt does not mention stays undefined (the portrait seeds it).
 */
export type PortraitAge = 'child' | 'teen' | 'young' | 'old';
export type HairLength = 'bald' | 'short' | 'medium' | 'long';
export type HairStyle = 'curly' | 'ponytail' | 'bun' | 'pigtails' | 'mohawk';
export type HairColour = 'blonde' | 'red' | 'brown' | 'black' | 'grey' | 'white' | 'blue' | 'pink' | 'purple' | 'green';
export type SkinTone = 'pale' | 'light' | 'tan' | 'brown' | 'dark';
export type Palette =
  | 'blue'
  | 'purple'
  | 'lavender'
  | 'pink'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'grey'
  | 'white'
  | 'dark'
  | 'pastel'
  | 'warm'
  | 'cool';

export interface PortraitTraits {
  age?: PortraitAge;
  hairLength?: HairLength;
  hairStyle?: HairStyle;
  hairColour?: HairColour;
  /** `none`: the prompt says without glasses. */
  glasses?: 'glasses' | 'sunglasses' | 'none';
  /** Beard, moustache, goatee, stubble (true) or clean-shaven (false). */
  beard?: boolean;
  earrings?: boolean;
  freckles?: boolean;
  skin?: SkinTone;
  /** The background: a colour or a mood ("pastel", "warm"). */
  palette?: Palette;
}

const COLOURS: Record<string, HairColour> = {
  blonde: 'blonde',
  blond: 'blonde',
  golden: 'blonde',
  fair: 'blonde',
  platinum: 'blonde',
  red: 'red',
  ginger: 'red',
  auburn: 'red',
  copper: 'red',
  brown: 'brown',
  chestnut: 'brown',
  brunette: 'brown',
  black: 'black',
  dark: 'black',
  jet: 'black',
  grey: 'grey',
  gray: 'grey',
  greying: 'grey',
  graying: 'grey',
  salt: 'grey',
  white: 'white',
  silver: 'white',
  snowy: 'white',
  blue: 'blue',
  teal: 'blue',
  pink: 'pink',
  magenta: 'pink',
  purple: 'purple',
  violet: 'purple',
  lilac: 'purple',
  green: 'green',
};

const PALETTE_WORDS: Record<string, Palette> = {
  blue: 'blue',
  teal: 'blue',
  turquoise: 'blue',
  sky: 'blue',
  ocean: 'blue',
  purple: 'purple',
  violet: 'purple',
  lilac: 'lavender',
  lavender: 'lavender',
  pink: 'pink',
  rose: 'pink',
  red: 'red',
  crimson: 'red',
  orange: 'orange',
  peach: 'orange',
  sunset: 'orange',
  yellow: 'yellow',
  golden: 'yellow',
  green: 'green',
  mint: 'green',
  forest: 'green',
  grey: 'grey',
  gray: 'grey',
  white: 'white',
  black: 'dark',
  dark: 'dark',
  night: 'dark',
  pastel: 'pastel',
  warm: 'warm',
  cool: 'cool',
  cold: 'cool',
};

/** Nouns a colour word can describe that are the hair (or the beard: Lorelei draws both in one colour). */
const HAIR_NOUNS = new Set([
  'hair',
  'haired',
  'hairs',
  'ponytail',
  'pony',
  'bun',
  'buns',
  'curls',
  'locks',
  'braids',
  'braid',
  'pigtails',
  'bob',
  'mohawk',
  'beard',
  'bearded',
  'moustache',
  'mustache',
  'goatee',
  'stubble',
  'fringe',
  'bangs',
]);
const BACKGROUND_NOUNS = new Set([
  'room',
  'background',
  'backdrop',
  'wall',
  'walls',
  'studio',
  'light',
  'sky',
  'setting',
  'scene',
]);
/** Things Lorelei cannot draw: a colour word on them says nothing about the portrait. */
const OTHER_NOUNS = new Set([
  'eyes',
  'eyed',
  'shirt',
  't-shirt',
  'tshirt',
  'dress',
  'jacket',
  'coat',
  'sweater',
  'jumper',
  'hoodie',
  'suit',
  'hat',
  'cap',
  'scarf',
  'tie',
  'blouse',
  'skirt',
  'uniform',
  'lipstick',
  'glasses',
  'sunglasses',
  'earrings',
  'car',
  'cat',
  'dog',
]);
const SKIN_NOUNS = new Set(['skin', 'skinned', 'complexion']);
/** People: "a black woman" is about the skin, not the hair or the background. */
const PERSON_NOUNS = new Set([
  'man',
  'woman',
  'men',
  'women',
  'person',
  'guy',
  'lady',
  'girl',
  'boy',
  'gentleman',
  'teen',
  'teenager',
  'kid',
  'child',
]);
const COLOUR_MODIFIERS = new Set([
  'light',
  'dark',
  'bright',
  'pale',
  'deep',
  'pastel',
  'long',
  'short',
  'curly',
  'wavy',
  'straight',
  'messy',
  'thick',
  'and',
  'or',
  'neat',
  'big',
]);

const NEGATIONS = new Set(['no', 'without', 'not', 'never', 'nor']);

function tokensOf(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** True when one of the three words before `index` negates it ("no glasses", "without a beard"). */
function negated(tokens: string[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const token = tokens[index - back]!;
    if (NEGATIONS.has(token)) return true;
    if (token === 'and' || token === 'with' || token === 'but') return false;
  }
  return false;
}

/** The noun a colour word at `index` describes: the next word that is not a modifier. */
function nounAfter(tokens: string[], index: number): string | undefined {
  for (let next = index + 1; next < tokens.length && next <= index + 4; next++) {
    const token = tokens[next]!;
    if (COLOURS[token] !== undefined || COLOUR_MODIFIERS.has(token)) continue;
    return token;
  }
  return undefined;
}

const AGES: Record<string, PortraitAge> = {
  child: 'child',
  children: 'child',
  kid: 'child',
  little: 'child',
  toddler: 'child',
  schoolboy: 'child',
  schoolgirl: 'child',
  teen: 'teen',
  teens: 'teen',
  teenage: 'teen',
  teenager: 'teen',
  teenaged: 'teen',
  adolescent: 'teen',
  young: 'young',
  youthful: 'young',
  student: 'young',
  old: 'old',
  older: 'old',
  elderly: 'old',
  aged: 'old',
  senior: 'old',
  aging: 'old',
  ageing: 'old',
  grandma: 'old',
  grandpa: 'old',
  granny: 'old',
  grandmother: 'old',
  grandfather: 'old',
  retired: 'old',
  wrinkled: 'old',
};

const HAIR_LENGTHS: Record<string, HairLength> = {
  bald: 'bald',
  balding: 'bald',
  hairless: 'bald',
  shaved: 'bald',
  shaven: 'bald',
  long: 'long',
  flowing: 'long',
  lengthy: 'long',
  short: 'short',
  cropped: 'short',
  buzz: 'short',
  crew: 'short',
  pixie: 'short',
  medium: 'medium',
  shoulder: 'medium',
  bob: 'medium',
};

const HAIR_STYLES: Record<string, HairStyle> = {
  curly: 'curly',
  curls: 'curly',
  wavy: 'curly',
  afro: 'curly',
  frizzy: 'curly',
  ponytail: 'ponytail',
  pony: 'ponytail',
  bun: 'bun',
  buns: 'bun',
  topknot: 'bun',
  updo: 'bun',
  pigtails: 'pigtails',
  braids: 'pigtails',
  braided: 'pigtails',
  mohawk: 'mohawk',
  spiky: 'mohawk',
  punk: 'mohawk',
};

const SKIN_WORDS: Record<string, SkinTone> = {
  pale: 'pale',
  fair: 'light',
  light: 'light',
  tanned: 'tan',
  tan: 'tan',
  olive: 'tan',
  brown: 'brown',
  dark: 'dark',
  black: 'dark',
  ebony: 'dark',
};

/** Reads the traits a prompt asks for; the first mention of each trait wins. */
export function portraitTraitsOf(prompt: string): PortraitTraits {
  const tokens = tokensOf(prompt);
  const traits: PortraitTraits = {};
  const set = <K extends keyof PortraitTraits>(key: K, value: PortraitTraits[K]) => {
    if (traits[key] === undefined) traits[key] = value;
  };
  let mentionsHair = false;

  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const age = AGES[token];
    // "little" and "aged" only count next to a person ("a little girl", "a man aged 70").
    if (age && (token !== 'little' || (next && PERSON_NOUNS.has(next)))) set('age', age);
    if (token === 'years' && next === 'old') {
      const years = Number(prompt.match(/(\d+)\s*-?\s*years?/)?.[1]);
      if (years) set('age', years < 13 ? 'child' : years < 20 ? 'teen' : years < 35 ? 'young' : years >= 60 ? 'old' : traits.age);
    }

    if (token === 'hair' || token === 'haired' || token === 'hairstyle') mentionsHair = true;
    if ((token === 'clean' && next === 'shaven') || token === 'beardless') set('beard', false);
    else if (['beard', 'bearded', 'moustache', 'mustache', 'goatee', 'stubble', 'whiskers', 'sideburns'].includes(token)) {
      set('beard', !negated(tokens, index));
    }

    if (token === 'sunglasses' || token === 'shades') set('glasses', negated(tokens, index) ? 'none' : 'sunglasses');
    else if (['glasses', 'spectacles', 'specs', 'eyeglasses', 'bespectacled', 'monocle'].includes(token)) {
      set('glasses', negated(tokens, index) ? 'none' : 'glasses');
    }
    if (token === 'earrings' || token === 'earring' || token === 'pierced' || token === 'piercings')
      set('earrings', !negated(tokens, index));
    if (token === 'freckles' || token === 'freckled' || token === 'freckly') set('freckles', !negated(tokens, index));
    if (token === 'redhead') set('hairColour', 'red');

    const length = HAIR_LENGTHS[token];
    // "long" and "short" are hair lengths only when they describe hair ("long red hair").
    if (length && (length === 'bald' || token === 'bob' || HAIR_NOUNS.has(nounAfter(tokens, index) ?? '') || next === 'haired')) {
      if (token === 'shaved' || token === 'shaven') {
        if (nounAfter(tokens, index) === 'head' || next === 'head') set('hairLength', 'bald');
      } else set('hairLength', length);
    }
    const style = HAIR_STYLES[token];
    if (style && !negated(tokens, index)) set('hairStyle', style);

    const skin = SKIN_WORDS[token];
    const noun = nounAfter(tokens, index);
    if (skin && (SKIN_NOUNS.has(noun ?? '') || (next !== undefined && SKIN_NOUNS.has(next)))) set('skin', skin);
    else if (skin && (token === 'black' || token === 'brown') && noun && PERSON_NOUNS.has(noun)) set('skin', skin);
    else if (
      token === 'pale' &&
      next !== undefined &&
      COLOURS[next] === undefined &&
      PALETTE_WORDS[next] === undefined &&
      !(noun && (BACKGROUND_NOUNS.has(noun) || OTHER_NOUNS.has(noun) || HAIR_NOUNS.has(noun)))
    ) {
      // "a pale vampire", "pale and thin"; not "pale blue walls" or "pale eyes".
      set('skin', 'pale');
    }

    const colour = COLOURS[token];
    const palette = PALETTE_WORDS[token];
    if (colour && noun && HAIR_NOUNS.has(noun) && !SKIN_NOUNS.has(next ?? '')) set('hairColour', colour);
    else if (palette && noun && BACKGROUND_NOUNS.has(noun)) set('palette', palette);
    else if (
      palette &&
      !(noun && (OTHER_NOUNS.has(noun) || SKIN_NOUNS.has(noun) || PERSON_NOUNS.has(noun) || HAIR_NOUNS.has(noun)))
    ) {
      // A mood word ("pastel", "warm"), or a colour that describes nothing else ("in blue").
      if (colour === undefined || tokens[index - 1] === 'in' || tokens[index - 1] === 'against') set('palette', palette);
    }
  });

  // "a bald man" needs no colour; "grey hair" on its own says old enough.
  if (traits.hairLength === 'bald' && !mentionsHair) delete traits.hairColour;
  return traits;
}
