// What the boundary rules share: their options (an `allow` list of pairs) and the places an
// import names its source (static, dynamic with a literal, re-exports).

/** The options schema: { allow: { <from>: [<to>, ...] } }. */
export const allowPairsSchema = [
  {
    type: 'object',
    properties: { allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    additionalProperties: false,
  },
];

/** Visitors that call `check(node, source)` for every import and re-export source of a file. */
export function eachImportSource(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
  };
}
