import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { run, tail } from '../infra/exec.js';

export interface NpmRuntime {
  /** The runtime folder's own package name. */
  name: string;
  /** Named in the error: 'LLM', 'TTS'. */
  what: string;
  /** Exact `<package>@<version>` specs. */
  packages: string[];
  /** Adds `"type": "module"` to the folder's package.json. */
  module?: boolean;
  /** Tells the packages' own install logic not to fetch anything. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Installs an engine's npm packages into its own folder, outside the project (a local engine's
 * runtime): optional dependencies and install scripts left out, since they would download or build.
 */
export async function installNpmRuntime(workDir: string, runtime: NpmRuntime): Promise<void> {
  await writeFile(
    join(workDir, 'package.json'),
    JSON.stringify({ name: runtime.name, private: true, ...(runtime.module ? { type: 'module' } : {}) }),
  );
  const npm = await run(
    'npm',
    [
      'install',
      '--prefix',
      workDir,
      '--omit=optional',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      ...runtime.packages,
    ],
    { env: { ...process.env, ...runtime.env } },
  );
  if (npm.code !== 0) throw new Error(`npm install of the ${runtime.what} runtime failed:\n${tail(npm.stderr)}`);
}
