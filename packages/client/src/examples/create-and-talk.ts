import {
  ConversationEventsDocument,
  CreateAgentDocument,
  EndConversationDocument,
  MyAgentUpdatesDocument,
  SendConversationTextDocument,
  StartConversationDocument,
  type AgentFieldsFragment,
  type AvatariumClient,
} from '@avatarium/client';

/** Creates an agent from a prompt and resolves with it once it is ready (rejects if it fails). */
export async function createReadyAgent(client: AvatariumClient, prompt: string): Promise<AgentFieldsFragment> {
  // Yields each of the key owner's agents as it is now, then every change to any of them.
  const updates = client.subscribe(MyAgentUpdatesDocument);
  try {
    await updates.started;
    const { createAgent } = await client.mutate(CreateAgentDocument, { input: { prompt } });
    if (!createAgent.ok || !createAgent.agentId) throw new Error(`Not created: ${createAgent.error?.message}`);
    for await (const { myAgentUpdates: agent } of updates) {
      if (agent.id !== createAgent.agentId) continue;
      if (agent.displayStatus === 'success') return agent;
      if (agent.displayStatus === 'failed' || agent.displayStatus === 'error') {
        throw new Error(`The agent failed: ${agent.failureText}`);
      }
    }
    throw new Error('The updates ended before the agent was ready.');
  } finally {
    await updates.return?.();
  }
}

/** Starts a conversation with the agent, says `text` and resolves with the agent's written reply. */
export async function say(client: AvatariumClient, agentId: string, text: string): Promise<string> {
  const { startConversation: session } = await client.mutate(StartConversationDocument, { agentId });
  const held = { sessionId: session.sessionId, sessionToken: session.sessionToken };
  const events = client.subscribe(ConversationEventsDocument, held);
  try {
    await events.started; // events are not replayed: listen before speaking
    const { sendConversationText: turn } = await client.mutate(SendConversationTextDocument, { ...held, text });
    let reply = '';
    for await (const { conversationEvents: event } of events) {
      if (event.turnId !== turn.turnId) continue;
      if (event.type === 'TURN_DELTA') reply += event.text ?? '';
      if (event.type === 'TURN_DONE') return event.text ?? reply;
      if (event.type === 'TURN_FAILED') throw new Error(`The turn failed: ${event.message}`);
    }
    throw new Error('The conversation ended before the reply.');
  } finally {
    await events.return?.();
    await client.mutate(EndConversationDocument, held);
  }
}
