import { voices } from '@avatarium/contracts';

type Gender = 'feminine' | 'masculine';

export interface DescribedVoice {
  id: string;
  name: string;
  gender: Gender;
  settings: voices.DesignedVoiceSettings;
  /** What of the description could not be followed offline (accents), said honestly. */
  notes: string[];
}

const has = (text: string, words: RegExp) => words.test(text);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The offline voice design: the words of a description (gender, age, pitch, pace, warmth,
 * expressiveness) turned into the offline voice's five settings, so that different
 * descriptions give audibly different voices. Accents cannot be made offline: they are noted.
 */
export function describeVoice(prompt: string, requestedGender?: Gender): DescribedVoice {
  const text = ` ${prompt.toLowerCase()} `;
  const gender: Gender = has(text, /\b(female|woman|women|girl|lady|feminine|she|her|mother|grandmother)\b/)
    ? 'feminine'
    : has(text, /\b(male|man|men|boy|guy|gentleman|masculine|he|his|father|grandfather)\b/)
      ? 'masculine'
      : (requestedGender ?? 'feminine');
  const traits: string[] = [];
  let pitch = gender === 'feminine' ? 2.05 : 1.05;
  let formant = gender === 'feminine' ? 1.18 : 1.0;
  let lengthScale = 1.0;
  let noiseScale = 0.667;
  let noiseW = 0.8;
  if (has(text, /\b(child|kid|young|youthful|teen|teenage|teenager)\b/)) {
    pitch *= 1.1;
    formant *= 1.04;
    lengthScale *= 0.94;
    traits.push('Young');
  }
  if (has(text, /\b(old|elderly|aged|senior|grandfather|grandmother|ancient|wise)\b/)) {
    pitch *= 0.9;
    lengthScale *= 1.12;
    noiseScale += 0.12;
    traits.push('Seasoned');
  }
  if (has(text, /\b(deep|low|bass|baritone|booming|husky)\b/)) {
    pitch *= 0.86;
    formant *= 0.96;
    traits.push('Deep');
  }
  if (has(text, /\b(high|bright|squeaky|light|soprano|tenor)\b/)) {
    pitch *= 1.12;
    formant *= 1.03;
    traits.push('Bright');
  }
  if (has(text, /\b(fast|quick|rapid|energetic|excited|brisk|upbeat)\b/)) {
    lengthScale *= 0.87;
    noiseW += 0.1;
    traits.push('Quick');
  }
  if (has(text, /\b(slow|calm|relaxed|soothing|measured|deliberate|sleepy)\b/)) {
    lengthScale *= 1.16;
    noiseW -= 0.15;
    traits.push('Calm');
  }
  if (has(text, /\b(warm|soft|gentle|smooth|kind|friendly|velvet|velvety)\b/)) {
    noiseScale -= 0.15;
    traits.push('Warm');
  }
  if (has(text, /\b(raspy|rough|gravelly|gruff|hoarse|breathy)\b/)) {
    noiseScale += 0.25;
    traits.push('Raspy');
  }
  if (has(text, /\b(expressive|lively|animated|dramatic|playful|cheerful)\b/)) {
    noiseW += 0.2;
    traits.push('Lively');
  }
  if (has(text, /\b(monotone|flat|robotic|neutral|even)\b/)) {
    noiseW -= 0.3;
    noiseScale -= 0.1;
    traits.push('Even');
  }
  const notes = has(text, /\b(accent|british|american|australian|irish|scottish|french|german|spanish|italian|indian|southern)\b/)
    ? ['Accents cannot be made by the offline voice: the voice keeps its own accent.']
    : [];
  const settings = {
    pitch: clamp(pitch, 0.7, 2.8),
    formant: clamp(formant, 0.85, 1.3),
    lengthScale: clamp(lengthScale, 0.7, 1.6),
    noiseScale: clamp(noiseScale, 0.2, 1.2),
    noiseW: clamp(noiseW, 0.2, 1.3),
  };
  const name = `${traits.slice(0, 2).join(' ') || 'Designed'} ${gender === 'feminine' ? 'female' : 'male'} voice`;
  return { id: voices.designedVoiceId(settings), name, gender, settings, notes };
}
