import { graphql } from '../../../gql';

/** One key's usage (id) or all keys' (id null) over the last 30 days, as the Usage card charts it. */
export const ApiKeyUsageQuery = graphql(`
  query ApiKeyUsage($id: ID) {
    apiKeyUsage(id: $id) {
      keyId
      from
      to
      totals {
        requests
        errors
        credits
        p50Ms
        p95Ms
      }
      days {
        day
        requests
        errors
        credits
        p50Ms
        p95Ms
      }
      routes {
        route
        requests
        errors
      }
    }
  }
`);
