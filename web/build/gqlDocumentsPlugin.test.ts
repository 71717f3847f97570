import { describe, expect, it } from 'vitest';
import { gqlDocumentsPlugin } from './gqlDocumentsPlugin';

const transform = (code: string, id: string) => {
  const hook = gqlDocumentsPlugin().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
};
const FILE = new URL('../src/features/auth/graphql/signOutMutation.ts', import.meta.url).pathname;

describe('graphql() documents imported by name', () => {
  it('replaces each call with its generated document and drops the lookup import', () => {
    const out = transform(
      "import { graphql } from '../../../gql';\n\nexport const MeQuery = graphql(`\n  query Me {\n    me { id }\n  }\n`);\nexport const F = graphql(`fragment CardFields on Agent { id }`);\n",
      FILE,
    );
    expect(out?.code).toContain(
      "import { MeDocument as __gql_MeDocument, CardFieldsFragmentDoc as __gql_CardFieldsFragmentDoc } from '../../../gql/graphql';",
    );
    expect(out?.code).toContain('export const MeQuery = __gql_MeDocument;');
    expect(out?.code).toContain('export const F = __gql_CardFieldsFragmentDoc;');
    expect(out?.code).not.toContain("from '../../../gql';");
  });

  it('leaves files without documents alone and refuses an unnamed operation', () => {
    expect(transform('export const a = 1;', FILE)).toBeNull();
    expect(() => transform('const q = graphql(`{ me { id } }`);', FILE)).toThrow(/named operation/);
  });
});
