import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file rather than process.cwd(): tests and the supervisor may run from
// a workspace folder.
export const repoRoot = resolve(fileURLToPath(new URL('../../', import.meta.url)));

// tools/.cache is gitignored. AVATARIUM_TOOLS_CACHE lets CI keep it on a persistent volume.
export const toolsCacheDir = process.env.AVATARIUM_TOOLS_CACHE
  ? resolve(process.env.AVATARIUM_TOOLS_CACHE)
  : resolve(repoRoot, 'tools/.cache');
