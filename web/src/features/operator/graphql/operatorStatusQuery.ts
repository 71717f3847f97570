import { graphql } from '../../../gql';

export const OperatorStatusQuery = graphql(`
  query OperatorStatus {
    operatorStatus {
      checkedAt
      processes {
        name
        version
        instance
        startedAt
        uptimeSeconds
        rssBytes
        latencies {
          metric
          group
          count
          p50Seconds
          p95Seconds
        }
      }
      streams {
        name
        messages
        bytes
        consumers {
          name
          pending
          ackPending
          redelivered
        }
      }
      jobs {
        queued
        running
        paused
        failedLastDay
        recentFailures {
          agentId
          errorType
          message
          failedAt
        }
      }
    }
  }
`);
