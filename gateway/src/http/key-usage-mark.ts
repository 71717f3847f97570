/** What the GraphQL layer tells about a bearer request before it ends (HTTP only). */
export interface KeyUsageMark {
  /** `query MyAgents`; REST requests are labelled by their route pattern instead. */
  label?: string;
  /** GraphQL errors in a 200 answer. */
  failed?: boolean;
}
