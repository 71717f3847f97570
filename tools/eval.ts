import { runEach } from './run-each/run-each.js';

// `npm run eval`: every eval/*.eval.ts (quality evaluations, scored and saved under
// bench/results), one after another; `npm run eval -- conversation` runs only those whose file
// name contains "conversation".
process.exitCode = await runEach({ folder: 'eval', suffix: '.eval.ts', plural: 'evaluations', filters: process.argv.slice(2) });
