import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefinitionNode } from 'graphql';
import type { Plugin } from 'vite';

const GQL_DIR = fileURLToPath(new URL('../src/gql', import.meta.url));
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*'[./]*\/?gql(?:\/index)?';\s*$/m;

function documentExport(definition: DefinitionNode | undefined): string {
  if (definition?.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  if (definition?.kind === 'OperationDefinition' && definition.name) return `${definition.name.value}Document`;
  throw new Error('every graphql() document needs a named operation or fragment first');
}

/**
 * `graphql(\`query Me …\`)` becomes the generated `MeDocument`, imported from gql/graphql.ts by
 * name. The client preset's `graphql()` looks documents up in one map holding all of them, so
 * every page's queries were in the first download; by name, each document travels only with
 * the code that uses it (what the preset's Babel plugin does, for a Vite build without Babel).
 */
export function gqlDocumentsPlugin(): Plugin {
  return {
    name: 'avatarium-gql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(GQL_DIR) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const replaced = code.replace(CALL, (_call, source: string) => {
        const name = documentExport(parse(source).definitions[0]);
        used.add(name);
        return `__gql_${name}`;
      });
      if (used.size === 0) return null;
      let target = path.relative(path.dirname(file), path.join(GQL_DIR, 'graphql')).split(path.sep).join('/');
      if (!target.startsWith('.')) target = `./${target}`;
      const imports = `import { ${[...used].map((name) => `${name} as __gql_${name}`).join(', ')} } from '${target}';\n`;
      return { code: imports + (replaced.includes('graphql(') ? replaced : replaced.replace(GQL_IMPORT, '')), map: null };
    },
  };
}
