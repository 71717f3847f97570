/**
 * The shop eval's probes of the other tools (issue 28): the policies search offered beside the
 * catalogue search, and get_product about products shown earlier in the conversation. Each probe
 * names the tool (and product) a right decision calls; 'none' for no call.
 */
export interface ToolProbe {
  question: string;
  expected: 'search_catalog' | 'search_shop_policies_and_faqs' | 'get_product' | 'none';
  /** For get_product: the title of the shown product it is about. */
  product?: string;
}

export const POLICY_PROBES: ToolProbe[] = [
  ...[
    'What is your return policy?',
    'How long does shipping take?',
    'Do you ship to Canada?',
    'Can I get a refund if the shoes do not fit?',
    'How do I send an item back?',
    'When will my order arrive?',
    'Do you deliver internationally?',
    'Can I exchange a jacket for another size?',
  ].map((question) => ({ question, expected: 'search_shop_policies_and_faqs' as const })),
  ...[
    'Do you have trail shoes?',
    'Can you recommend a rain jacket?',
    'How much is the camping tent?',
    'I need a new water bottle.',
    'Do you sell wool socks?',
    'Anything waterproof for a rainy hike?',
  ].map((question) => ({ question, expected: 'search_catalog' as const })),
  ...['Hello!', 'Tell me a joke.', 'What is your name?', 'Thank you, that is all.'].map((question) => ({
    question,
    expected: 'none' as const,
  })),
];

/** The products the follow-ups were shown (a search for running gear), in this order. */
export const SHOWN_TITLES = ['Trail Running Shoes', 'Road Running Shoes', 'Rain Jacket'] as const;

export const FOLLOW_UP_PROBES: ToolProbe[] = [
  { question: 'How much is the second one?', expected: 'get_product', product: 'Road Running Shoes' },
  { question: 'Tell me more about the Trail Runner.', expected: 'get_product', product: 'Trail Running Shoes' },
  { question: 'Is the blue jacket available in M?', expected: 'get_product', product: 'Rain Jacket' },
  { question: 'What does the first one cost?', expected: 'get_product', product: 'Trail Running Shoes' },
  { question: 'Is the Rain Jacket in stock?', expected: 'get_product', product: 'Rain Jacket' },
  { question: 'Tell me more about the third one.', expected: 'get_product', product: 'Rain Jacket' },
  { question: 'What sizes does the Road Running Shoes come in?', expected: 'get_product', product: 'Road Running Shoes' },
  { question: 'How much are the trail shoes?', expected: 'get_product', product: 'Trail Running Shoes' },
  { question: 'Do you have a tent?', expected: 'search_catalog' },
  { question: 'I also need warm socks.', expected: 'search_catalog' },
  { question: 'Thanks, that helps!', expected: 'none' },
  { question: 'Goodbye.', expected: 'none' },
];

/** Precision and recall per tool of decisions against the probes' expected tools. */
export class ToolTally {
  private counts = new Map<string, { tp: number; fp: number; fn: number }>();
  private of(tool: string) {
    const counts = this.counts.get(tool) ?? { tp: 0, fp: 0, fn: 0 };
    this.counts.set(tool, counts);
    return counts;
  }
  add(chosen: string, expected: string) {
    if (chosen === expected) {
      if (chosen !== 'none') this.of(chosen).tp += 1;
      return;
    }
    if (chosen !== 'none') this.of(chosen).fp += 1;
    if (expected !== 'none') this.of(expected).fn += 1;
  }
  summary() {
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return Object.fromEntries(
      [...this.counts].map(([tool, { tp, fp, fn }]) => [
        tool,
        { precision: round(tp / Math.max(1, tp + fp)), recall: round(tp / Math.max(1, tp + fn)), tp, fp, fn },
      ]),
    );
  }
}
