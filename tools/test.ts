import { spawn } from 'node:child_process';
import { ensureMinioServer, ensureMongoJars, ensureNatsServer, ensureSystemPackages } from './infra/index.js';
import { repoRoot } from './infra/paths.js';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Waited for before the step starts. */
  needs?: Promise<unknown>;
  /** Set for this step unless the caller set it. */
  env?: Record<string, string>;
}

// The pinned servers the tests run (MongoDB-compatible, NATS, MinIO) are built once per machine;
// on a fresh one that takes minutes, so it overlaps the static checks instead of following them.
const tools = Promise.all([ensureMongoJars(), ensureNatsServer(), ensureMinioServer()]);
tools.catch(() => undefined);

// `npm test`: everything CI checks, in the order that fails fastest.
const steps: Step[] = [
  { name: 'codegen is current', command: 'npx', args: ['tsx', 'tools/check-codegen.ts'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'typecheck web', command: 'npx', args: ['tsc', '-p', 'web/tsconfig.json'] },
  // Each service installed as production installs it (`npm ci --omit=dev`, compiled JavaScript) and started with --check.
  { name: 'production install starts', command: 'node', args: ['--import', 'tsx', 'tools/production-check.ts'] },
  // Before the unit tests: one of them reads the built app (no inline script under the CSP); the e2e step then finds it current.
  { name: 'web build', command: 'npm', args: ['run', 'build', '-w', 'web', '--silent'] },
  // Tests that run the offline model check code around it (cleaner, memory notes, grounding, the
  // warm-up), not its knowledge, and share 2 cores with the parallel suite: they run the small
  // model. The default model is judged by the short eval in this step and by the browser flows.
  {
    name: 'unit and integration tests',
    command: 'npx',
    args: ['vitest', 'run'],
    needs: tools,
    env: { LOCAL_LLM_MODEL: 'qwen2.5-0.5b' },
  },
  { name: 'browser flows (e2e)', command: 'node', args: ['--import', 'tsx', 'tools/e2e.ts'] },
];

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: repoRoot, stdio: 'inherit', env: { ...step.env, ...process.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Chromium drives the browser flows; ffmpeg is what the media service probes and transcodes with.
await ensureSystemPackages(['chromium', 'ffmpeg']);
const timings: string[] = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const stepStart = Date.now();
  if (step.needs) {
    try {
      await step.needs;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  const code = await run(step);
  timings.push(`${step.name}: ${((Date.now() - stepStart) / 1000).toFixed(1)} s${code === 0 ? '' : ' FAILED'}`);
  if (code !== 0) {
    console.error(`\n${timings.join('\n')}\n\nnpm test failed at "${step.name}".`);
    process.exit(code);
  }
}
console.log(`\n${timings.join('\n')}\nall green in ${((Date.now() - started) / 1000).toFixed(1)} s`);
