/** The test store's small catalogue (prices in US dollars, as a Storefront answers in the shop's currency). */
export interface TestProduct {
  product_id: string;
  title: string;
  description: string;
  price: number;
  image_url: string;
  url: string;
  tags: string[];
  /** Sizes and colours, as get_product lists them (the Rain Jacket's). */
  variants?: Array<{ variant_id: string; title: string; available: boolean }>;
}

const product = (id: string, title: string, description: string, price: number, tags: string[]): TestProduct => ({
  product_id: `gid://shopify/Product/${id}`,
  title,
  description,
  price,
  image_url: `https://cdn.test-store.example/products/${id}.jpg`,
  url: `https://test-store.example/products/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  tags,
});

export const TEST_CATALOGUE: TestProduct[] = [
  product('1001', 'Trail Running Shoes', 'Light shoes with a grippy sole for muddy trails.', 89.5, ['shoes', 'running', 'trail']),
  product('1002', 'Road Running Shoes', 'Cushioned shoes for long runs on asphalt.', 119, ['shoes', 'running', 'road']),
  product('1003', 'Merino Wool Socks', 'Warm socks that stay dry, pack of three.', 24, ['socks', 'wool', 'running']),
  {
    ...product('1004', 'Rain Jacket', 'A waterproof jacket that folds into its own pocket.', 149.99, [
      'jacket',
      'rain',
      'outdoor',
    ]),
    variants: [
      { variant_id: 'gid://shopify/ProductVariant/10041', title: 'Blue / S', available: true },
      { variant_id: 'gid://shopify/ProductVariant/10042', title: 'Blue / M', available: false },
      { variant_id: 'gid://shopify/ProductVariant/10043', title: 'Yellow / M', available: true },
    ],
  },
  product('1005', 'Insulated Water Bottle', 'Keeps drinks cold for 24 hours, 750 ml.', 32, ['bottle', 'water', 'outdoor']),
  product('1006', 'Camping Tent', 'A two-person tent that sets up in five minutes.', 299, ['tent', 'camping', 'outdoor']),
];

export interface TestPolicy {
  question: string;
  answer: string;
  tags: string[];
}

export const TEST_POLICIES: TestPolicy[] = [
  {
    question: 'What is your return policy?',
    answer: 'Returns are free within 30 days of delivery.',
    tags: ['return', 'refund', 'exchange', 'back'],
  },
  {
    question: 'How long does shipping take?',
    answer: 'Orders ship within 2 business days and arrive in 3 to 5 days.',
    tags: ['shipping', 'ship', 'delivery', 'deliver', 'arrive', 'long'],
  },
  {
    question: 'Where do you ship?',
    answer: 'We ship to the United States and Canada.',
    tags: ['shipping', 'ship', 'deliver', 'canada', 'international', 'countries', 'country'],
  },
];

/** Entries whose tags hold a word of the query (a Storefront policies search answers only those). */
export function searchTestPolicies(query: string): TestPolicy[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((word) => word.replace(/(ing|ies|s)$/, ''));
  return TEST_POLICIES.filter((policy) =>
    policy.tags.some((tag) => words.includes(tag) || words.includes(tag.replace(/(ing|s)$/, ''))),
  );
}

/** Products whose title, description or tags share a word with the query (any case), best first. */
export function searchTestCatalogue(query: string, limit = 3): TestProduct[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.replace(/s$/, ''));
  const score = (item: TestProduct) => {
    const text = `${item.title} ${item.description} ${item.tags.join(' ')}`.toLowerCase();
    return words.filter((word) => text.includes(word)).length;
  };
  return TEST_CATALOGUE.map((item) => ({ item, score: score(item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.item);
}
