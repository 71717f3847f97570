/**
 * Whether a visitor's words ask about the store's products (Tool Use auto, offline): words of
 * buying, looking for, recommending or pricing things. A question about the store's policies
 * (returns, shipping) or small talk is no catalogue search.
 */
const SHOPPING = [
  /\b(buy|buying|purchase|order|shop|shopping)\b/,
  /\b(looking for|look for|searching for|search for|find me|show me|do you (have|sell|carry|stock)|got any)\b/,
  /\b(recommend|recommendation|suggest|suggestion|best|which one|what should i (get|wear|use))\b/,
  /\b(price|prices|cost|costs|how much|cheap|cheaper|cheapest|affordable|budget|under \$?\d+|sale|deal)\b/,
  /\b(product|products|item|items|gift|gifts|catalog|catalogue|collection|in stock)\b/,
  /\b(i need|i want|i'd like|i would like)\s+(a|an|some|new)\b/,
];

const NOT_PRODUCTS = /\b(return policy|refund|shipping|delivery time|opening hours|privacy)\b/;

export function wantsProducts(question: string): boolean {
  const text = question.toLowerCase();
  if (NOT_PRODUCTS.test(text) && !/\b(buy|recommend|looking for|show me)\b/.test(text)) return false;
  return SHOPPING.some((pattern) => pattern.test(text));
}
