import path from 'node:path';
import { allowPairsSchema, eachImportSource } from './import-sources.js';

// The web app's layers, top to bottom: web/src/app (routes, shell) > web/src/features/<name> >
// web/src/shared (and the generated web/src/gql). An import may only point down, and a feature
// never imports another feature: what two features need lives in shared/, and what puts
// features together lives in app/. Paths are resolved from the importing file, so the rule does
// not depend on how many "../" a specifier has.

const WEB_SRC = `${path.sep}web${path.sep}src${path.sep}`;

/** Where a file stands: { layer: 'app' | 'features' | 'shared' | 'other', feature? }. */
function placeOf(file) {
  const at = file.lastIndexOf(WEB_SRC);
  if (at < 0) return undefined;
  const [top, feature] = file.slice(at + WEB_SRC.length).split(path.sep);
  if (top === 'features') return { layer: 'features', feature };
  if (top === 'app' || top === 'shared') return { layer: top };
  return { layer: 'other' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'web: imports point down (app > features > shared) and features never import each other' },
    schema: allowPairsSchema,
    messages: {
      crossFeature:
        "The feature '{{from}}' imports the feature '{{to}}'. Move what both need to web/src/shared, or put them together in web/src/app.",
      upward: 'web/src/{{from}} imports web/src/{{to}}, a layer above it (app > features > shared).',
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? {};
    const here = placeOf(context.filename);
    if (!here || here.layer === 'other') return {};
    const rank = { shared: 0, features: 1, app: 2 };

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!there || there.layer === 'other') return;
      if (rank[there.layer] > rank[here.layer]) {
        context.report({ node, messageId: 'upward', data: { from: here.layer, to: there.layer } });
        return;
      }
      const crosses = here.layer === 'features' && there.layer === 'features' && there.feature !== here.feature;
      if (crosses && !(allow[here.feature] ?? []).includes(there.feature)) {
        context.report({ node, messageId: 'crossFeature', data: { from: here.feature, to: there.feature } });
      }
    }

    return eachImportSource(check);
  },
};
