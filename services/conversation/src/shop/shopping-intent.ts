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
/** Words that make a question about the store's products even beside policy words. */
const PRODUCT_FIRST = /\b(buy|recommend|looking for|show me)\b/;

export function wantsProducts(question: string): boolean {
  const text = question.toLowerCase();
  if (NOT_PRODUCTS.test(text) && !PRODUCT_FIRST.test(text)) return false;
  return SHOPPING.some((pattern) => pattern.test(text));
}

/**
 * Whether a visitor's words ask about the store's policies or FAQs (issue 28, the keyword rule
 * when the model cannot decide): returns, refunds, shipping and delivery, payment, warranty,
 * cancelling or tracking an order, opening hours, privacy.
 */
const POLICIES = [
  /\b(polic(y|ies)|terms|faqs?)\b/,
  /\b(return|returns|returning|refund|refunds|exchange|exchanges|send (it|them|\w+|\w+ \w+) back)\b/,
  /\b(ship|ships|shipping|shipped|deliver|delivers|delivery|deliveries|postage|courier|tracking|track my|arrive|arrives)\b/,
  /\b(warranty|guarantee|payment methods?|pay with|paypal|installments?)\b/,
  /\b(cancel|cancell?ation|opening hours|open on|privacy|personal data)\b/,
];

export function wantsPolicies(question: string): boolean {
  const text = question.toLowerCase();
  return !PRODUCT_FIRST.test(text) && POLICIES.some((pattern) => pattern.test(text));
}
