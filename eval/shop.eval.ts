import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { shop } from '@avatarium/contracts';
import { shopTurn } from '../services/conversation/src/shop/shop-turn.js';
import { resultsDir } from '../bench/harness.js';
import { TEST_CATALOGUE } from '../testkit/shop/test-catalogue.js';
import { startTestStore } from '../testkit/shop/test-store.js';
import { OTHER_QUESTIONS, SHOPPING_QUESTIONS } from './shop/shop-questions.js';

// `npm run eval -- shop`: Tool Use auto on the default offline model (which has no native tool
// calls: the keyword rule decides) against the test store over MCP. Targets (issue 28):
// precision and recall of calling the catalogue search >= 0.8; no invented product in any answer.

const store = await startTestStore('ok');
const settings = shop.ShopifyMcp.parse({
  url: store.url,
  enabled: true,
  tool_use: 'auto',
  available_functions: ['search_catalog'],
  selected_functions: ['search_catalog'],
});
const deps = {
  bus: { request: async () => ({ shopify_mcp: settings }) },
  logger: { warn: (message: string) => console.warn(message) },
  providerKeys: { allowLoopback: true },
} as never;
const titles = TEST_CATALOGUE.map((item) => item.title);

let truePositives = 0;
let falsePositives = 0;
let falseNegatives = 0;
let invented = 0;
const rows: Array<{ question: string; shopping: boolean; searched: boolean; products: string[]; said: string | null }> = [];
for (const [questions, shopping] of [
  [SHOPPING_QUESTIONS, true],
  [OTHER_QUESTIONS, false],
] as const) {
  for (const question of questions) {
    const before = store.calls.length;
    const reply = await shopTurn(deps, { agentId: 'EVALAGENT01', ownerId: 'eval' }, question, new AbortController().signal);
    const searched = store.calls.length > before;
    if (searched && shopping) truePositives += 1;
    if (searched && !shopping) falsePositives += 1;
    if (!searched && shopping) falseNegatives += 1;
    const returned = reply?.products.map((product) => product.title) ?? [];
    // A product the answer names that the store did not return for it.
    invented += titles.filter((title) => reply?.response.includes(title) && !returned.includes(title)).length;
    rows.push({ question, shopping, searched, products: returned, said: reply?.response ?? null });
  }
}
await store.stop();

const precision = truePositives / Math.max(1, truePositives + falsePositives);
const recall = truePositives / Math.max(1, truePositives + falseNegatives);
const summary = {
  questions: rows.length,
  precision: Math.round(precision * 1000) / 1000,
  recall: Math.round(recall * 1000) / 1000,
  invented_products: invented,
  targets: { precision: 0.8, recall: 0.8, invented_products: 0 },
};
console.log(JSON.stringify(summary, null, 2));
for (const row of rows.filter((entry) => entry.searched !== entry.shopping)) {
  console.log(`${row.shopping ? 'missed' : 'searched needlessly'}: ${row.question}`);
}
await mkdir(resultsDir, { recursive: true });
const file = path.join(resultsDir, `eval-shop-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, JSON.stringify({ summary, rows }, null, 2));
console.log(`saved ${file}`);
if (precision < 0.8 || recall < 0.8 || invented > 0) process.exitCode = 1;
