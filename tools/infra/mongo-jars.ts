import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ensureCachedDir } from './cache.js';
import { run, tail } from './exec.js';
import { repoRoot, toolsCacheDir } from './paths.js';
import { requireJava, requireMaven } from './toolchain.js';
import { MONGO_SERVER_VERSION } from './versions.js';

export const mongoPom = join(repoRoot, 'tools/mongo/pom.xml');

/**
 * Fetches mongo-java-server and its dependencies from Maven Central once, into
 * tools/.cache/mongo-<version>/jars, and returns that folder (for `java -cp '<dir>/*'`).
 */
export async function ensureMongoJars(): Promise<string> {
  // The pom's hash is part of the stamp too: editing a dependency without bumping the
  // version constant must not silently keep the old jars.
  const pomHash = createHash('sha256')
    .update(await readFile(mongoPom))
    .digest('hex')
    .slice(0, 16);
  const dir = await ensureCachedDir({
    dir: join(toolsCacheDir, `mongo-${MONGO_SERVER_VERSION}`),
    stamp: `${MONGO_SERVER_VERSION} ${pomHash}`,
    build: async (workDir) => {
      await requireJava();
      const mvn = requireMaven();
      const started = Date.now();
      console.error(`fetching mongo-java-server ${MONGO_SERVER_VERSION} from Maven Central ...`);
      const result = await run(mvn, [
        '-q',
        '-B',
        '-f',
        mongoPom,
        'dependency:copy-dependencies',
        `-DoutputDirectory=${join(workDir, 'jars')}`,
      ]);
      if (result.code !== 0) {
        throw new Error(`mvn dependency:copy-dependencies failed (exit ${result.code}):\n${tail(result.stdout + result.stderr)}`);
      }
      console.error(`mongo-java-server jars ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  return join(dir, 'jars');
}
