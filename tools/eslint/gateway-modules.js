import path from 'node:path';
import { allowPairsSchema, eachImportSource } from './import-sources.js';

// A gateway module (gateway/src/modules/<m>/) imports modules/shared/ and the layers below the
// modules (http/, identity/, context, ...), never another module: what two modules need moves to
// modules/shared/. The files directly in modules/ (the module list, the module type) are exempt.

const MODULES = `${path.sep}gateway${path.sep}src${path.sep}modules${path.sep}`;

/** The module folder a file stands in ('shared' included), or undefined outside a module. */
function moduleOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return undefined;
  const parts = file.slice(at + MODULES.length).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const gatewayModules = {
  meta: {
    type: 'problem',
    docs: { description: 'gateway: a module imports only modules/shared/ and the layers below, never another module' },
    schema: allowPairsSchema,
    messages: {
      crossModule:
        "The gateway module '{{from}}' imports the module '{{to}}'. Move what both need to gateway/src/modules/shared.",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? {};
    const here = moduleOf(context.filename);
    if (!here) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = moduleOf(path.resolve(path.dirname(context.filename), source));
      if (!there || there === here || there === 'shared') return;
      if ((allow[here] ?? []).includes(there)) return;
      context.report({ node, messageId: 'crossModule', data: { from: here, to: there } });
    }

    return eachImportSource(check);
  },
};
