import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { avatariumPlugin } from './index.js';

const linter = new Linter({ configType: 'flat' });

/** The rule's messages for code written in a file at `file` (under gateway/src/modules; nothing is read). */
function lint(file: string, code: string): string[] {
  const config = {
    files: ['**/*.ts'],
    languageOptions: { ecmaVersion: 2024 as const, sourceType: 'module' as const },
    plugins: { avatarium: avatariumPlugin },
    rules: { 'avatarium/gateway-modules': ['error', { allow: { collections: ['billing'] } }] as Linter.RuleEntry },
  };
  const filename = `${process.cwd()}/gateway/src/modules/${file}`;
  return linter.verify(code, [config], { filename }).map((message) => message.message);
}

describe('the gateway module boundary rule', () => {
  it('refuses a module importing another module, and shared importing a module', () => {
    expect(lint('analytics/use-cases/x.ts', "import { a } from '../../agent-actions/use-cases/a.js';")).toEqual([
      "The gateway module 'analytics' imports the module 'agent-actions'. Move what both need to gateway/src/modules/shared.",
    ]);
    expect(lint('shared/x.ts', "export { a } from '../voices/a.js';")).toEqual([expect.stringContaining('imports the module')]);
    expect(lint('voices/resolvers/Mutation/x.ts', "const m = await import('../../../sharing/s.js');")).toEqual([
      expect.stringContaining('imports the module'),
    ]);
  });

  it('lets a module import itself, modules/shared, the layers below and the pairs it is told to allow', () => {
    const fine = [
      ['voices/use-cases/x.ts', "import { a } from '../../shared/agent-action.js';"],
      ['voices/use-cases/x.ts', "import { a } from '../validation.js';"],
      ['voices/use-cases/x.ts', "import { contextOf } from '../../../context.js';"],
      ['voices/use-cases/x.ts', "import { z } from 'zod';"],
      ['collections/use-cases/x.ts', "import { c } from '../../billing/use-cases/billing-caller.js';"],
      ['index.ts', "import { voicesModule } from './voices/voices.module.js';"],
    ];
    for (const [file, code] of fine) expect(lint(file!, code!), `${file}: ${code}`).toEqual([]);
  });
});
