import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { splitTestFiles } from './test-projects.js';

// The markers are put together here so that this file itself reads as a unit test.
const askDatabase = ['inj', "ect('mongoUri')"].join('');
const startsNats = ['start', 'Nats'].join('');
const root = mkdtempSync(path.join(tmpdir(), 'test-projects-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the unit / integration split of the test files', () => {
  write('testkit/service-stack.ts', `export const uri = () => ${askDatabase};\n`);
  write('testkit/stack.ts', "import { uri } from './service-stack.js';\nexport const start = uri;\n");
  write('testkit/clock.ts', 'export const now = () => 0;\n');
  write('gateway/src/a.routes.test.ts', "import { start } from '../../testkit/stack.js';\n");
  write('services/x/src/nats.test.ts', `${startsNats}();\n`);
  write('packages/p/src/pure.test.ts', "import { now } from '../../../testkit/clock.js';\nimport { f } from './f.js';\n");
  write('packages/p/src/f.ts', `// ${askDatabase} in production code is not followed\nexport const f = 1;\n`);
  write('web/src/view.test.tsx', "import { now } from '../../testkit/clock.js';\n");
  write('e2e/flow.e2e.ts', `${askDatabase};\n`);

  it('puts a test that reaches the run database through test kits in integration, transitively', () => {
    const { unit, integration } = splitTestFiles(root);
    expect(integration.sort()).toEqual(['gateway/src/a.routes.test.ts', 'services/x/src/nats.test.ts']);
    expect(unit.sort()).toEqual(['packages/p/src/pure.test.ts', 'web/src/view.test.tsx']);
  });

  it('sorts this repository: a routes test is integration, a pure module test is unit', () => {
    const { unit, integration } = splitTestFiles(path.resolve(import.meta.dirname, '..'));
    expect(integration).toContain(path.join('gateway', 'src', 'modules', 'auth', 'auth.routes.test.ts'));
    expect(unit).toContain(path.join('packages', 'avatar-player', 'src', 'delaunay.test.ts'));
  });
});
