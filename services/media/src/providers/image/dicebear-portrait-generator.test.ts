import { lorelei } from '@dicebear/collection';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DicebearPortraitGenerator,
  loreleiOptionsOf,
  PORTRAIT_SIZE,
  PORTRAIT_VISEME_MOUTHS,
} from './dicebear-portrait-generator.js';

const variantsOf = (key: string) => (lorelei.schema.properties?.[key] as { items: { enum: string[] } }).items.enum;

const optionsOf = (prompt: string, gender: 'masculine' | 'feminine' = 'feminine') =>
  loreleiOptionsOf(`${gender}:${prompt.toLowerCase()}`, gender, null);

describe('loreleiOptionsOf', () => {
  it('shows what the prompt asks for', () => {
    expect(optionsOf('an old man with glasses and a white beard', 'masculine')).toMatchObject({
      glassesProbability: 100,
      beardProbability: 100,
      hairColor: [expect.stringMatching(/^(e6e6e6|f2f2f2)$/)],
    });
    expect(optionsOf('an old man with glasses', 'masculine').glasses).not.toContain('variant02');
    const redhead = optionsOf('a young woman with long red hair and freckles', 'feminine');
    expect(redhead).toMatchObject({ frecklesProbability: 100, hairColor: [expect.stringMatching(/^(b5442a|a55728|c0582e)$/)] });
    expect(redhead.hair).toEqual(expect.arrayContaining(['variant15']));
    expect(redhead.hair).not.toContain('variant01');
    expect(optionsOf('a bald man in a blue room', 'masculine')).toMatchObject({
      hair: ['variant25', 'variant34'],
      backgroundColor: [expect.stringMatching(/^(b6e3f4|a7d3f5)$/)],
    });
    expect(optionsOf('a teenage girl with a blonde ponytail and sunglasses', 'feminine')).toMatchObject({
      glasses: ['variant02'],
      glassesProbability: 100,
      beardProbability: 0,
      hair: expect.arrayContaining(['variant31']),
    });
    expect(optionsOf('a dark-skinned nurse').skinColor).toEqual([expect.stringMatching(/^(8d5524|6b3e1c)$/)]);
    expect(optionsOf('a man without glasses', 'masculine').glassesProbability).toBe(0);
  });

  it('leaves what the prompt does not mention to the seed, as before', () => {
    const options = optionsOf('A friendly support agent for our bakery', 'feminine');
    expect(options.hair).toBeUndefined();
    // A man's hair, unless the prompt describes it, is short.
    expect(optionsOf('A cheerful lighthouse keeper named Bartholomew', 'masculine').hair).toEqual(
      expect.arrayContaining(['variant01', 'variant47']),
    );
    expect(optionsOf('A cheerful lighthouse keeper named Bartholomew', 'masculine').hair).not.toContain('variant15');
    expect(optionsOf('A man with long hair', 'masculine').hair).toContain('variant15');
    expect(options.glasses).not.toContain('variant02');
    expect(options).toMatchObject({
      glassesProbability: 10,
      beardProbability: 0,
      earringsProbability: 30,
      frecklesProbability: 5,
    });
  });

  it('only names variants Lorelei has', () => {
    const prompts = ['curly long hair', 'a bun', 'pigtails', 'a mohawk', 'short hair', 'an old man', 'sunglasses', 'glasses'];
    for (const prompt of prompts) {
      const options = optionsOf(prompt, 'masculine');
      for (const key of ['hair', 'glasses'] as const) {
        const allowed = variantsOf(key);
        for (const variant of (options[key] as string[] | undefined) ?? [])
          expect(allowed, `${prompt}: ${key}`).toContain(variant);
      }
    }
    const mouths = variantsOf('mouth');
    for (const mouth of Object.values(PORTRAIT_VISEME_MOUTHS)) if (mouth) expect(mouths).toContain(mouth);
  });
});

describe('DicebearPortraitGenerator', () => {
  it('draws the same portrait for the same prompt, and shuts its eyes on demand', async () => {
    const generator = new DicebearPortraitGenerator();
    const first = await generator.generate({ prompt: 'A bald man in a blue room', gender: 'masculine' });
    const again = await generator.generate({ prompt: '  a bald man in a blue room ', gender: 'masculine' });
    expect(first.drawn?.seed).toBe('masculine:a bald man in a blue room');
    expect(again.image.equals(first.image)).toBe(true);
    expect(await sharp(first.image).metadata()).toMatchObject({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
    const closed = await generator.render(first.drawn!.seed, 'masculine', null, { eyesClosed: true });
    expect(closed.equals(first.image)).toBe(false);
  });
});
