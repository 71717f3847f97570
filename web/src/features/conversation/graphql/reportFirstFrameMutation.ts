import { graphql } from '../../../gql';

/** Telemetry: ms from sending a question to the first speaking frame of its answer. */
export const ReportFirstFrameMutation = graphql(`
  mutation ReportFirstFrame($sessionId: ID!, $sessionToken: String!, $turnId: ID!, $firstFrameMs: Float!) {
    reportFirstFrame(sessionId: $sessionId, sessionToken: $sessionToken, turnId: $turnId, firstFrameMs: $firstFrameMs)
  }
`);
