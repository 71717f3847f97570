import { describe, expect, it } from 'vitest';
import { portraitTraitsOf } from './portrait-traits.js';

describe('portraitTraitsOf', () => {
  it('reads the example prompts', () => {
    expect(portraitTraitsOf('an old man with glasses and a white beard')).toEqual({
      age: 'old',
      glasses: 'glasses',
      hairColour: 'white',
      beard: true,
    });
    expect(portraitTraitsOf('a young woman with long red hair and freckles')).toEqual({
      age: 'young',
      hairLength: 'long',
      hairColour: 'red',
      freckles: true,
    });
    expect(portraitTraitsOf('a bald man in a blue room')).toEqual({ hairLength: 'bald', palette: 'blue' });
    expect(portraitTraitsOf('a teenage girl with a blonde ponytail and sunglasses')).toEqual({
      age: 'teen',
      hairColour: 'blonde',
      hairStyle: 'ponytail',
      glasses: 'sunglasses',
    });
  });

  it('says nothing of what the prompt does not mention', () => {
    expect(portraitTraitsOf('A friendly support agent for our bakery')).toEqual({});
    expect(portraitTraitsOf('')).toEqual({});
  });

  it('reads ages', () => {
    expect(portraitTraitsOf('an elderly lady').age).toBe('old');
    expect(portraitTraitsOf('a wise grandpa').age).toBe('old');
    expect(portraitTraitsOf('a teenager who loves skating').age).toBe('teen');
    expect(portraitTraitsOf('a little girl').age).toBe('child');
    expect(portraitTraitsOf('a kid scientist').age).toBe('child');
    expect(portraitTraitsOf('a 70 years old fisherman').age).toBe('old');
    expect(portraitTraitsOf('a 15 years old gamer').age).toBe('teen');
    expect(portraitTraitsOf('a little bit grumpy chef').age).toBeUndefined();
  });

  it('reads hair length, style and colour', () => {
    expect(portraitTraitsOf('a woman with short black hair')).toMatchObject({ hairLength: 'short', hairColour: 'black' });
    expect(portraitTraitsOf('a man with long curly brown hair')).toMatchObject({
      hairLength: 'long',
      hairStyle: 'curly',
      hairColour: 'brown',
    });
    expect(portraitTraitsOf('a ginger-haired barista')).toMatchObject({ hairColour: 'red' });
    expect(portraitTraitsOf('a redhead pilot').hairColour).toBe('red');
    expect(portraitTraitsOf('a grey-haired professor').hairColour).toBe('grey');
    expect(portraitTraitsOf('a woman with a messy bun')).toMatchObject({ hairStyle: 'bun' });
    expect(portraitTraitsOf('a punk with a pink mohawk')).toMatchObject({ hairStyle: 'mohawk', hairColour: 'pink' });
    expect(portraitTraitsOf('a girl with blue pigtails')).toMatchObject({ hairStyle: 'pigtails', hairColour: 'blue' });
    expect(portraitTraitsOf('a man with a shaved head').hairLength).toBe('bald');
    // "long" and "short" only count when they describe the hair.
    expect(portraitTraitsOf('a short story writer').hairLength).toBeUndefined();
    expect(portraitTraitsOf('a long-distance runner').hairLength).toBeUndefined();
  });

  it('reads glasses, beard, earrings and freckles, and their negations', () => {
    expect(portraitTraitsOf('a bespectacled librarian').glasses).toBe('glasses');
    expect(portraitTraitsOf('a cool dj in shades').glasses).toBe('sunglasses');
    expect(portraitTraitsOf('a man without glasses').glasses).toBe('none');
    expect(portraitTraitsOf('a man with a moustache').beard).toBe(true);
    expect(portraitTraitsOf('a bearded sailor').beard).toBe(true);
    expect(portraitTraitsOf('a clean-shaven banker').beard).toBe(false);
    expect(portraitTraitsOf('a man with no beard and glasses')).toMatchObject({ beard: false, glasses: 'glasses' });
    expect(portraitTraitsOf('a woman with gold earrings').earrings).toBe(true);
    expect(portraitTraitsOf('a freckled boy').freckles).toBe(true);
  });

  it('reads skin tones without mistaking hair colours for them', () => {
    expect(portraitTraitsOf('a dark-skinned woman').skin).toBe('dark');
    expect(portraitTraitsOf('a black woman with short hair')).toMatchObject({ skin: 'dark', hairLength: 'short' });
    expect(portraitTraitsOf('a black woman with short hair').hairColour).toBeUndefined();
    expect(portraitTraitsOf('a pale vampire with black hair')).toMatchObject({ hairColour: 'black' });
    expect(portraitTraitsOf('a man with pale skin').skin).toBe('pale');
    expect(portraitTraitsOf('a tanned surfer with olive skin').skin).toBe('tan');
    expect(portraitTraitsOf('a man with black hair').skin).toBeUndefined();
    expect(portraitTraitsOf('a pale vampire').skin).toBe('pale');
    expect(portraitTraitsOf('a nurse in a pale blue room')).toEqual({ palette: 'blue' });
  });

  it('reads the palette from backgrounds and mood words, not from clothes', () => {
    expect(portraitTraitsOf('a chef against a green wall').palette).toBe('green');
    expect(portraitTraitsOf('a pastel portrait of a nurse').palette).toBe('pastel');
    expect(portraitTraitsOf('a woman in warm colours').palette).toBe('warm');
    expect(portraitTraitsOf('a painter in blue').palette).toBe('blue');
    expect(portraitTraitsOf('a man in a red shirt').palette).toBeUndefined();
    expect(portraitTraitsOf('a girl with green eyes').palette).toBeUndefined();
    expect(portraitTraitsOf('a man with white hair').palette).toBeUndefined();
  });
});
