import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/**
 * Parsed and validated subscription documents by query text. Browsers send the same few
 * queries over and over; validating each of 10,000 identical subscribes was a sixth of the
 * cost of a reconnect storm (bench/fanout).
 */
export class ValidatedDocuments {
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly maxEntries = 500,
    /** The same rules HTTP requests are validated with (the limits, no introspection in production). */
    private readonly rules: readonly ValidationRule[] = specifiedRules,
  ) {}

  /** The document, or the errors that make it invalid (never cached). */
  get(query: string): DocumentNode | readonly GraphQLError[] {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query')];
    }
    const errors = validate(this.schema, document, this.rules);
    if (errors.length > 0) return errors;
    if (this.documents.size >= this.maxEntries) this.documents.delete(this.documents.keys().next().value as string);
    this.documents.set(query, document);
    return document;
  }
}
