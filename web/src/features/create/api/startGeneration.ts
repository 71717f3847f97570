import type { ApolloClient } from '@apollo/client';
import type { CreateAgentInput } from '../../../gql/graphql';
import { CreateAgentMutation } from '../graphql/createAgentMutation';
import { refusedCreationMessage, thrownCreationMessage } from '../model/creationFailureMessage';

/** The createAgent mutation; throws an Error whose message is what POST /api/generate-agent would have said. */
export async function startGeneration(client: ApolloClient, input: CreateAgentInput): Promise<{ agentId: string }> {
  let result;
  try {
    result = (await client.mutate({ mutation: CreateAgentMutation, variables: { input } })).data?.createAgent;
  } catch (error) {
    throw new Error(thrownCreationMessage(error), { cause: error });
  }
  if (result?.ok && result.agentId) return { agentId: result.agentId };
  throw new Error(result ? refusedCreationMessage(result) : 'Failed to generate agent');
}
