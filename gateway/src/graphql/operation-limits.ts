import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GatewayConfig } from '../config.js';

export interface OperationLimits {
  /** Nesting of fields: `{ a { b } }` is 2. */
  maxDepth: number;
  /** Aliased fields in one operation, fragments expanded (5,000 aliases of one field was 5,000 service calls). */
  maxAliases: number;
  /** Field selections in one operation, fragments expanded: the cost of executing it. */
  maxCost: number;
}

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

interface Measure {
  depth: number;
  aliases: number;
  fields: number;
  /** Selections walked; stops a fragment bomb from being expanded for ever. */
  work: number;
}

/** Measures one operation, expanding fragment spreads (a cycle is another rule's error). */
function measure(
  operation: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  budget: number,
) {
  const result: Measure = { depth: 0, aliases: 0, fields: 0, work: 0 };
  const walk = (selectionSet: SelectionSetNode, depth: number, path: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (++result.work > budget) return;
      if (selection.kind === Kind.FIELD) {
        result.fields += 1;
        if (selection.alias) result.aliases += 1;
        result.depth = Math.max(result.depth, depth);
        // Introspection is measured by graphql's own MaxIntrospectionDepthRule (in specifiedRules):
        // the query GraphiQL sends is 15 levels deep and reads the schema, not the services.
        if (INTROSPECTION_ROOTS.has(selection.name.value)) continue;
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, path);
      } else {
        const name = selection.name.value;
        const definition = fragment(name);
        if (definition && !path.has(name)) walk(definition.selectionSet, depth, new Set(path).add(name));
      }
    }
  };
  walk(operation.selectionSet, 1, new Set());
  return result;
}

/** One validation rule for depth, aliases and cost: refused before anything executes. */
export function operationLimitsRule(limits: OperationLimits): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const budget = limits.maxCost * 4;
      const found = measure(operation, (name) => context.getFragment(name), budget);
      const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: [operation] }));
      if (found.work > budget || found.fields > limits.maxCost) {
        refuse(`The query is too large: it selects more than ${limits.maxCost} fields.`);
      }
      if (found.depth > limits.maxDepth) refuse(`The query is too deep: ${found.depth} levels, at most ${limits.maxDepth}.`);
      if (found.aliases > limits.maxAliases)
        refuse(`The query has too many aliases: ${found.aliases}, at most ${limits.maxAliases}.`);
      return false;
    },
  });
}

/**
 * The extra validation rules of every GraphQL request, over HTTP and over the websocket alike:
 * the limits always, and no introspection in production. HTTP leaves introspection to
 * introspection-gate.ts (`gatedIntrospection`), which lets signed-in developers explore.
 */
export function gatewayValidationRules(
  config: Pick<GatewayConfig, 'NODE_ENV' | 'GRAPHQL_MAX_DEPTH' | 'GRAPHQL_MAX_ALIASES' | 'GRAPHQL_MAX_COST'>,
  { gatedIntrospection = false } = {},
): ValidationRule[] {
  const limits = { maxDepth: config.GRAPHQL_MAX_DEPTH, maxAliases: config.GRAPHQL_MAX_ALIASES, maxCost: config.GRAPHQL_MAX_COST };
  const refuseIntrospection = config.NODE_ENV === 'production' && !gatedIntrospection;
  return [operationLimitsRule(limits), ...(refuseIntrospection ? [NoSchemaIntrospectionCustomRule] : [])];
}

const SUGGESTION = / ?Did you mean [^?]*\?/g;

/** Without "Did you mean ...?" hints, which spell out the schema to a prober (production). */
export function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!error.message.includes('Did you mean')) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
