import { FAQ_ROWS, type FaqProbe } from './faq-probes.js';
import { SENTENCE_BUDGET } from './form-probes.js';
import type { Meaning } from './meaning.js';
import type { MemoryProbe } from './memory-probes.js';
import { factClaims, formViolations, missingPatterns, saysItDoesNotKnow, sentencesOf } from './rules.js';

/** One judged reply: passed or not, why not, and whether the embedding model had a say. */
export interface Verdict {
  pass: boolean;
  reasons: string[];
  judgedBy: 'rules' | 'meaning';
  /** Outside the FAQ: the business facts the reply made up. */
  invented?: string[];
}

/** A reply carries the FAQ row's fact in other words when it is at least this close to the row's answer. */
export const FACT_BY_MEANING = 0.7;
/** A sentence says "I do not know" in unusual words when it is at least this close to one of REFUSALS. */
export const REFUSAL_BY_MEANING = 0.6;
/** A fact-like sentence repeats the FAQ (true, so not invented) when it is at least this close to an answer. */
export const FAQ_REPEAT_BY_MEANING = 0.8;

const REFUSALS = [
  "I'm sorry, I don't know that.",
  "I don't have any information about that.",
  "I'm not sure, I can't answer that question.",
  "That isn't something I can tell you, I'm afraid.",
];

export function judgeForm(reply: string): Verdict {
  const reasons = formViolations(reply, SENTENCE_BUDGET);
  return { pass: reasons.length === 0, reasons, judgedBy: 'rules' };
}

export function judgeMemory(probe: MemoryProbe, reply: string): Verdict {
  const reasons = missingPatterns(reply, probe.all, probe.any).map((what) => `missing ${what}`);
  for (const pattern of probe.none ?? [])
    if (pattern.test(reply)) reasons.push(`claims the visitor's fact as its own (${pattern})`);
  return { pass: reasons.length === 0, reasons, judgedBy: 'rules' };
}

export async function judgeFaq(probe: FaqProbe, reply: string, meaning: Meaning): Promise<Verdict> {
  const answers = FAQ_ROWS.map((row) => row.answer);
  if (probe.row !== undefined) {
    const missing = missingPatterns(reply, probe.facts ?? []);
    if (missing.length === 0) return { pass: true, reasons: [], judgedBy: 'rules' };
    const closeness = await meaning.closest(reply, [FAQ_ROWS[probe.row]!.answer]);
    const pass = closeness >= FACT_BY_MEANING && !saysItDoesNotKnow(reply);
    return {
      pass,
      reasons: pass ? [] : [`missing ${missing.join(', ')} (meaning ${closeness.toFixed(2)} < ${FACT_BY_MEANING})`],
      judgedBy: 'meaning',
    };
  }
  let judgedBy: Verdict['judgedBy'] = 'rules';
  let refused = saysItDoesNotKnow(reply);
  if (!refused) {
    judgedBy = 'meaning';
    for (const sentence of sentencesOf(reply)) {
      if ((await meaning.closest(sentence, REFUSALS)) >= REFUSAL_BY_MEANING) refused = true;
    }
  }
  const invented: string[] = [];
  for (const claim of factClaims(reply, probe.claims)) {
    // A true FAQ fact beside the point is not invented: only what the FAQ does not say.
    const repeat = claim.invited ? -1 : await meaning.closest(claim.sentence, answers);
    if (repeat >= FAQ_REPEAT_BY_MEANING) judgedBy = 'meaning';
    else invented.push(`${claim.sentence} (${claim.signal})`);
  }
  const reasons = [...(refused ? [] : ['does not say it does not know']), ...invented.map((fact) => `invented: ${fact}`)];
  return { pass: reasons.length === 0, reasons, judgedBy, invented };
}
