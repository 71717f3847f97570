import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FaceBox } from '@avatarium/contracts';
import { MarkFaceMutation } from '../graphql/markFaceMutation';

/**
 * The markFace mutation: null when the generation resumed, else the server's text to show, as
 * POST /api/continue-generation gave it ('' when there is none: no answer from the server).
 */
export async function sendMarkFace(client: ApolloClient, agentId: string, face: FaceBox | null): Promise<string | null> {
  try {
    const { data } = await client.mutate({ mutation: MarkFaceMutation, variables: { input: { agentId, face } } });
    return data?.markFace.ok ? null : (data?.markFace.error?.message ?? '');
  } catch (error) {
    return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? '') : '';
  }
}
