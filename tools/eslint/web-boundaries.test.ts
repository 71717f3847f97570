import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { avatariumPlugin } from './index.js';

const linter = new Linter({ configType: 'flat' });
const allow = { viewer: ['conversation'] };

/** The rule's messages for one import written in a file at `file` (under web/src; nothing is read). */
function lint(file: string, code: string): string[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
        plugins: { avatarium: avatariumPlugin },
        rules: { 'avatarium/web-boundaries': ['error', { allow }] },
      },
    ],
    { filename: `${process.cwd()}/web/src/${file}` },
  );
  return messages.map((message) => message.message);
}

const crossing = expect.stringContaining('imports the feature');
const upward = expect.stringContaining('a layer above it');

describe('the web boundary rule', () => {
  it('refuses a feature importing another feature, at any depth and by dynamic import', () => {
    expect(lint('features/agents/components/Card.ts', "import { x } from '../../create/model/x';")).toEqual([
      "The feature 'agents' imports the feature 'create'. Move what both need to web/src/shared, or put them together in web/src/app.",
    ]);
    expect(lint('features/agents/a/b/c.ts', "const m = import('../../../my-agents/x');")).toEqual([crossing]);
    expect(lint('features/agents/a.ts', "export { y } from '../create/y';")).toEqual([crossing]);
  });

  it('refuses imports that point up: shared to features or app, features to app', () => {
    expect(lint('shared/components/Modal.ts', "import '../../features/auth/x';")).toEqual([
      'web/src/shared imports web/src/features, a layer above it (app > features > shared).',
    ]);
    expect(lint('shared/model/x.ts', "import { y } from '../../app/y';")).toEqual([upward]);
    expect(lint('features/auth/hooks/x.ts', "import { y } from '../../../app/apollo/y';")).toEqual([upward]);
  });

  it('lets imports point down, stay inside a feature, and pass the pairs it is told to allow', () => {
    const fine = [
      ['app/AppRoutes.ts', "import { MainPage } from './main/components/MainPage';"],
      ['app/main/TabContent.ts', "import { CreatePanel } from '../../features/create/components/CreatePanel';"],
      ['features/create/components/Panel.ts', "import { ActionModal } from '../../../shared/components/ActionModal';"],
      ['features/create/components/Panel.ts', "import { graphql } from '../../../gql';"],
      ['features/create/components/Panel.ts', "import { x } from '../model/x'; import 'react';"],
      ['features/viewer/components/Stage.ts', "import { View } from '../../conversation/components/View';"],
    ];
    for (const [file, code] of fine) expect(lint(file!, code!), `${file}: ${code}`).toEqual([]);
  });
});
