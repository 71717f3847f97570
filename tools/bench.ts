import { runEach } from './run-each/run-each.js';

// `npm run bench`: every bench/*.bench.ts, one after another; `npm run bench -- fanout` runs
// only those whose file name contains "fanout".
process.exitCode = await runEach({ folder: 'bench', suffix: '.bench.ts', plural: 'benchmarks', filters: process.argv.slice(2) });
