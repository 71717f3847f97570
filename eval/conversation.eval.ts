import { LLM_MODEL_IDS, type LlmModelId } from '../tools/engines/llm-engine.js';
import { report } from './conversation/report.js';
import { PROBE_GROUPS, runModel, type ModelRun, type ProbeGroup } from './conversation/run-model.js';

// `npm run eval -- conversation`: every conversation probe (eval/conversation/) on each offline
// model, one model at a time (they compete for the same cores), through a started platform.
// EVAL_MODELS=qwen2.5-0.5b picks models; EVAL_SHORT=1 runs the handful `npm test` runs;
// EVAL_PROBES=faq (or form, memory, persona, comma-separated) runs only those groups;
// EVAL_IDS=mem-car,mem-trip only those probes (with EVAL_PROBES naming their groups);
// EVAL_CONVERSATION_LOG_LEVEL=debug prints the conversation service's debug log (what each
// chat and each read-ahead evaluated).

const wanted = (process.env.EVAL_MODELS ?? LLM_MODEL_IDS.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = wanted.filter((name) => !LLM_MODEL_IDS.includes(name as LlmModelId));
if (unknown.length > 0) {
  console.error(`EVAL_MODELS: unknown ${unknown.join(', ')}; choose from ${LLM_MODEL_IDS.join(', ')}`);
  process.exit(2);
}
const short = process.env.EVAL_SHORT === '1';
const groups = process.env.EVAL_PROBES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknownGroups = (groups ?? []).filter((name) => !PROBE_GROUPS.includes(name as ProbeGroup));
if (unknownGroups.length > 0) {
  console.error(`EVAL_PROBES: unknown ${unknownGroups.join(', ')}; choose from ${PROBE_GROUPS.join(', ')}`);
  process.exit(2);
}

const ids = process.env.EVAL_IDS?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);

const runs: ModelRun[] = [];
for (const model of wanted as LlmModelId[]) {
  console.log(`\n--- ${model}${short ? ' (short)' : ''} ---`);
  runs.push(await runModel(model, { short, groups: groups as ProbeGroup[] | undefined, ids, log: (line) => console.log(line) }));
}
const saved = await report(runs);
console.log(`\nsaved ${saved.json}\nsaved ${saved.markdown}`);
