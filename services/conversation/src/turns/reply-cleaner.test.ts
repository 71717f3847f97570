import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReplyCleaner, type ReplyCleanerOptions } from './reply-cleaner.js';
import { SentenceSplitter } from './sentence-splitter.js';

const MIRA = { names: ['Mira'] };

/** The whole reply cleaned at once. */
function clean(text: string, options: ReplyCleanerOptions = MIRA): string {
  const cleaner = new ReplyCleaner(options);
  return (cleaner.push(text) + cleaner.flush()).trim();
}

/** The reply streamed in the given pieces. */
function cleanPieces(pieces: string[], options: ReplyCleanerOptions = MIRA): string {
  const cleaner = new ReplyCleaner(options);
  let out = '';
  for (const piece of pieces) out += cleaner.push(piece);
  return (out + cleaner.flush()).trim();
}

/** Cuts `text` at the given offsets. */
function chunked(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

describe('ReplyCleaner', () => {
  it('drops a leading speaker label: the agent’s name, Assistant, AI, in bold or not', () => {
    expect(clean('Mira:\n\nI am Mira, your guide.')).toBe('I am Mira, your guide.');
    expect(clean('**Mira:** Welcome!')).toBe('Welcome!');
    expect(clean('Assistant: Sure.')).toBe('Sure.');
    expect(clean('AI: Hello.')).toBe('Hello.');
    expect(clean('Captain Nova: Ahoy!', { names: ['Captain Nova'] })).toBe('Ahoy!');
    // A name that starts a sentence is kept.
    expect(clean('Mira is my name. Ask me anything.')).toBe('Mira is my name. Ask me anything.');
    expect(clean('Ahoy there!', {})).toBe('Ahoy there!');
  });

  it('ends the reply where the model starts writing the visitor’s turn', () => {
    expect(clean('It opens at nine.\nUser: And when does it close?\nMira: At five.')).toBe('It opens at nine.');
  });

  it('turns markdown into plain speech: headings, emphasis, code, links, quotes', () => {
    expect(clean('## Opening hours\nWe are **open** from _nine_ to `five`.')).toBe(
      'Opening hours. We are open from nine to five.',
    );
    expect(clean('See [our website](https://example.com/a_b) or ![the map](map.png).')).toBe('See our website or the map.');
    expect(clean('Here:\n```js\nconsole.log("hi");\n```\nThat prints hi.')).toBe('Here: That prints hi.');
    expect(clean('> A quote.\n---\nDone.')).toBe('A quote. Done.');
    expect(clean('snake_case stays readable')).toBe('snake case stays readable');
  });

  it('turns a list into plain sentences', () => {
    expect(clean('We offer:\n- guided tours\n- a café\n\n1. Book online.\n2) Arrive early')).toBe(
      'We offer: guided tours. A café. Book online. Arrive early',
    );
  });

  it('drops a markdown table, which cannot be spoken', () => {
    expect(clean('Here are the times:\n\n| Egg | Minutes |\n|-----|---------|\n| Soft | 6 |\n\nEnjoy!')).toBe(
      'Here are the times: Enjoy!',
    );
  });

  it('drops heading labels before a colon: at a sentence’s or list item’s start, and after a colon', () => {
    expect(clean('Title: Exploring Lighthouses.\n\nThey guide ships.')).toBe('Exploring Lighthouses. They guide ships.');
    expect(clean('Here is how: Step 1: Subtract 3. Step 2: Divide by 2.')).toBe('Here is how: Subtract 3. Divide by 2.');
    expect(clean('Three tips:\n1. **Use the Right Pasta:** Choose well.\n2. Salt the water: Add salt.')).toBe(
      'Three tips: Choose well. Add salt.',
    );
    expect(clean('A recipe for pancakes:\n\nIngredients:\n- 2 cups of flour\n- an egg')).toBe(
      'A recipe for pancakes: 2 cups of flour. An egg',
    );
    expect(clean('Here is how: Choose your vegetables: Start with broccoli.')).toBe('Here is how: Start with broccoli.');
    // Not labels: a lower-case clause, a yes, a time.
    expect(clean('We offer: tours. Yes: two adults, 30 euros. Open 10:30 daily.')).toBe(
      'We offer: tours. Yes: two adults, 30 euros. Open 10:30 daily.',
    );
  });

  it('says back to the visitor what they said of themselves, not as the agent’s own', () => {
    const visitor = (visitorSaid: string[]) => ({ names: ['Marlow'], visitorSaid });
    expect(clean('My name is Priya.', visitor(['Hi, my name is Priya.']))).toBe('Your name is Priya.');
    // The agent's own name stays its own.
    expect(clean('My name is Marlow.', visitor(['Hi, my name is Priya.']))).toBe('My name is Marlow.');
    expect(
      clean('I work as a nurse, so I need quick meals. I am a chef.', visitor(['I work as a nurse, so I need quick meals.'])),
    ).toBe('You work as a nurse, so you need quick meals. I am a chef.');
    expect(clean('I’m allergic to peanuts. I am sorry.', visitor(['I am allergic to peanuts.']))).toBe(
      'You’re allergic to peanuts. I am sorry.',
    );
    expect(clean("I'm Camille, and I'm glad.", visitor(['Bonjour, I am Camille.']))).toBe("You're Camille, and you're glad.");
    expect(clean('I am happy to help.', visitor(['I am allergic to peanuts.']))).toBe('I am happy to help.');
    expect(clean("My dog's name is Biscuit.", visitor(['My dog is called Biscuit.']))).toBe("Your dog's name is Biscuit.");
    expect(clean('I live in Gdansk.', visitor(['I am Tomasz and I live in Gdansk.']))).toBe('You live in Gdansk.');
    expect(clean('My favorite color is green.', visitor(['My favourite colour is green.']))).toBe(
      'Your favorite color is green.',
    );
    // The visitor's role told back as the agent's own ("As a nurse, I work in hospitals").
    const nurse = visitor(['I work as a nurse, so I need quick meals.']);
    expect(clean('As a nurse, I work in hospitals and care for my patients.', nurse)).toBe(
      'As a nurse, you work in hospitals and care for your patients.',
    );
    expect(clean('As a chef, I love quick meals.', nurse)).toBe('As a chef, I love quick meals.');
    expect(clean('As a nurse you know. I cook.', nurse)).toBe('As a nurse you know. I cook.');
    expect(clean('As an engineer, I build planes.', visitor(["I'm an engineer at Airbus."]))).toBe(
      'As an engineer, you build planes.',
    );
    expect(clean('As a school teacher, I plan lessons.', visitor(['I am a school teacher and I love it.']))).toBe(
      'As a school teacher, you plan lessons.',
    );
  });

  it('ends the reply where the model narrates the visitor’s next turn', () => {
    expect(clean('Oil paint is made of pigments mixed with oil. The visitor asked: "What is your favorite color?" Blue.')).toBe(
      'Oil paint is made of pigments mixed with oil.',
    );
    // As the first sentence it goes, and the answer after it stays.
    expect(clean('The user asked who I am. I am Mira.')).toBe('I am Mira.');
    // Other sentences about visitors stay.
    expect(clean('The visitors love the tower. The visitor centre opens at nine.')).toBe(
      'The visitors love the tower. The visitor centre opens at nine.',
    );
  });

  it('drops emoji and keeps other scripts', () => {
    expect(clean('Great idea! 😀👍🏽 Let’s go 🇵🇱.')).toBe('Great idea! Let’s go.');
    expect(clean('Cześć, 你好! ❤️')).toBe('Cześć, 你好!');
  });

  it('drops "as an AI language model" clauses and "I am an AI" sentences', () => {
    expect(clean('As an AI language model, i cannot taste food. But the soup is famous.')).toBe(
      'I cannot taste food. But the soup is famous.',
    );
    expect(clean('I am an AI and have no favourite. Many visitors love the tower.')).toBe('Many visitors love the tower.');
    expect(clean('I’m just an AI. The tower is 40 metres tall.')).toBe('The tower is 40 metres tall.');
    expect(clean('I am not a language model, I am Hypatia. Ask me about the stars.')).toBe('Ask me about the stars.');
    // A claim about the model behind the agent goes; running on a beach does not.
    expect(clean("I'm running on OpenAI's GPT-4. Ask me about ships.")).toBe('Ask me about ships.');
    expect(clean('I am running on a custom language model developed by Isla. Ask me about ships.')).toBe('Ask me about ships.');
    expect(clean("I'm based on a large language model. Hello!")).toBe('Hello!');
    // LaTeX's math brackets are not read out.
    expect(clean('Take 3 from both sides: \\[ 2x = 8 \\] So x is 4.')).toBe('Take 3 from both sides: 2x = 8 So x is 4.');
    expect(clean('I was trained by Alibaba Cloud. I love the sea.')).toBe('I love the sea.');
    expect(clean("I'm running on the beach today.")).toBe("I'm running on the beach today.");
    // Not a disclaimer.
    expect(clean('As an aside, I am an aide here.')).toBe('As an aside, I am an aide here.');
  });

  it('stops after the sentence budget and says so', () => {
    const cleaner = new ReplyCleaner({ maxSentences: 2 });
    let out = cleaner.push('One. Dr. Who is two. ');
    expect(cleaner.done).toBe(true);
    out += cleaner.push('Three.');
    expect((out + cleaner.flush()).trim()).toBe('One. Dr. Who is two.');
    expect(cleaner.sentences).toBe(2);
    expect(clean('a\nb\nc\nd', { maxSentences: 3 })).toBe('a. b. c.');
  });

  it('gives the same text however the reply is chunked (property)', () => {
    const part = fc.constantFrom(
      'Mira: ',
      '**Mira:** ',
      'Assistant: ',
      'Hello',
      ' there',
      ' world',
      ', ',
      '. ',
      '! ',
      '? ',
      '...',
      '\n',
      '\n\n',
      '- ',
      '* ',
      '1. ',
      '12) ',
      '# ',
      '### ',
      '**',
      '*',
      '_',
      '`',
      '```\ncode();\n```\n',
      '[link](http://x.y/z)',
      '![img](a.png)',
      '😀',
      '👍🏽',
      '❤️',
      'As an AI language model, ',
      'I am an AI',
      'I am an aide',
      'As an aide, I',
      'The visitor asked: ',
      'The visitors ',
      'As an aide',
      'My name is Zażółć',
      "I'm just an AI. ",
      'Dr. ',
      'e.g. ',
      '3.14',
      'User: ',
      'A: ',
      '> ',
      '---',
      ' ',
      'Zażółć',
      'Title: ',
      'Step 1: ',
      'Use the Right Pasta: ',
      '| a | b |\n',
      '|---|\n',
      ': ',
      '"Quoted." ',
    );
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 30 }),
        fc.array(fc.nat(400), { maxLength: 12 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        (parts, cuts, maxSentences) => {
          const text = parts.join('');
          const options = { names: ['Mira'], maxSentences, visitorSaid: ['I am an aide.', 'My name is Zażółć.'] };
          expect(cleanPieces(chunked(text, cuts), options)).toBe(clean(text, options));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('passes the first sentence on as soon as it is complete, however chunked (property)', () => {
    const word = fc.constantFrom('the', 'tower', 'Mira', 'is', 'open', 'every', 'day', '**old**', '_new_', 'café', 'it', 'am');
    const end = fc.constantFrom('.', '!', '?', '...', '!"');
    fc.assert(
      fc.property(
        fc.constantFrom('', 'Mira: ', '**Assistant:** ', '- ', '1. ', '## ', 'As an AI, ', 'Title: ', 'Step 1: '),
        fc.array(word, { minLength: 2, maxLength: 8 }),
        end,
        fc.string({ maxLength: 40 }),
        fc.array(fc.nat(80), { maxLength: 6 }),
        (prefix, words, terminator, rest, cuts) => {
          const first = `${prefix}${words.join(' ')}${terminator} `;
          const cleaner = new ReplyCleaner(MIRA);
          const splitter = new SentenceSplitter();
          const spoken: string[] = [];
          for (const piece of chunked(first, cuts)) spoken.push(...splitter.push(cleaner.push(piece)));
          // Nothing after the first sentence is needed for it to reach the voice.
          const whole = new SentenceSplitter();
          const all = [...whole.push(clean(first + rest)), ...whole.flush()];
          if (clean(first) === '') return;
          expect(spoken.length).toBeGreaterThan(0);
          expect(spoken.join(' ')).toBe(clean(first));
          expect(all.slice(0, spoken.length)).toEqual(spoken);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
