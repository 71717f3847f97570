import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MyAgentsQuery } from '../../../shared/agents/graphql/myAgentsQuery';
import { CloneAgentMutation } from '../graphql/cloneAgentMutation';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { addCloneToMyAgents } from './addCloneToMyAgents';

const card = (id: string, name: string) =>
  ({
    __typename: 'Agent',
    id,
    name,
    description: null,
    prompt: 'A ship captain',
    modelType: 'essence',
    status: 'Ready',
    eventType: null,
    displayStatus: 'READY',
    progress: 100,
    isAnimal: false,
    faceHandled: true,
    errorType: null,
    failureText: null,
    posterUrl: null,
    imageUrl: null,
    videoUrl: null,
    lipSyncUrl: null,
    modelUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    votes: 0,
    category: null,
    visibility: 'private',
    anonymousEnabled: false,
    isOwner: true,
    tags: [],
  }) as unknown as AgentCardFieldsFragment;

describe('a clone in the cached lists of my agents', () => {
  it('is listed first in every order at once, and only once', () => {
    const cache = new InMemoryCache();
    const original = card('a1', 'Captain');
    for (const sortBy of ['popularity', 'trending'] as const) {
      cache.writeQuery({ query: MyAgentsQuery, variables: { sortBy }, data: { myAgents: [original] } });
    }
    // The mutation's answer is in the cache before its update runs.
    const clone = card('c1', 'Captain');
    cache.writeQuery({
      query: CloneAgentMutation,
      variables: { id: 'a1' },
      data: { cloneAgent: { ok: true, agent: clone, error: null } },
    });

    addCloneToMyAgents(cache, 'c1');
    addCloneToMyAgents(cache, 'c1');
    for (const sortBy of ['popularity', 'trending'] as const) {
      const listed = cache.readQuery({ query: MyAgentsQuery, variables: { sortBy } });
      expect(listed?.myAgents.map((agent) => agent.id)).toEqual(['c1', 'a1']);
    }
  });
});
