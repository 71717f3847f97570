import type { ConversationDeps } from '../conversation-deps.js';
import type { ChatModel } from '../providers/types.js';

/** How long the model may take to decide whether to search (then the keyword rule decides). */
export const DECISION_TIMEOUT_MS = 2500;
/** The longest query the model may write (bounds the offline model's tokens). */
const QUERY_MAX_CHARS = 60;

/**
 * Tool Use auto: the chat model is offered the catalogue search and decides (the cloud
 * adapters by their native tool calls, the offline model by an answer under a JSON grammar).
 * `{query}` when it calls it (its own query, else the visitor's words), null when it does not,
 * undefined when it cannot say (no tool choice, a failure, past DECISION_TIMEOUT_MS): the
 * keyword rule decides then.
 */
export async function modelDecision(
  deps: Pick<ConversationDeps, 'logger'>,
  chat: ChatModel | undefined,
  tool: string,
  question: string,
  signal: AbortSignal,
  timeoutMs = DECISION_TIMEOUT_MS,
): Promise<{ query: string | null } | null | undefined> {
  if (!chat?.chooseTool) return undefined;
  const capped = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  try {
    const call = await chat.chooseTool({
      messages: [
        { role: 'system', content: decisionInstructions(tool) },
        { role: 'user', content: question },
      ],
      tools: [
        {
          name: tool,
          description: "Search the store's product catalog.",
          parameters: {
            type: 'object',
            properties: {
              query: {
                type: 'string',
                description: 'What the shopper is looking for, in a few words.',
                maxLength: QUERY_MAX_CHARS,
              },
            },
            required: ['query'],
          },
        },
      ],
      signal: capped,
    });
    if (!call) return null;
    const query = typeof call.arguments.query === 'string' && call.arguments.query.trim() ? call.arguments.query.trim() : null;
    return { query };
  } catch (error) {
    if (signal.aborted) return undefined;
    deps.logger.warn('tool choice failed', {
      error: capped.aborted ? 'no decision in time' : error instanceof Error ? error.message : error,
    });
    return undefined;
  }
}

/** The decision's instructions, with a few examples (a small offline model follows examples best). */
function decisionInstructions(tool: string): string {
  const search = (query: string) => JSON.stringify({ call: tool, arguments: { query } });
  const none = JSON.stringify({ call: 'none' });
  return [
    `You decide whether a store's product catalogue must be searched for the visitor's message. Search (call ${tool}) whenever the visitor names, wants, looks for, asks about the price of or asks for a recommendation of any thing, even in few words. Call no tool only for greetings, thanks, small talk, questions about you and store policies (returns, refunds, shipping, hours, privacy).`,
    'Examples:',
    `Visitor: Have you got hiking boots? -> ${search('hiking boots')}`,
    `Visitor: How much are the leather gloves? -> ${search('leather gloves')}`,
    `Visitor: Good evening, how is it going? -> ${none}`,
    `Visitor: What would make a nice present for my dad? -> ${search('gift for dad')}`,
    `Visitor: Can I send an item back after a month? -> ${none}`,
    `Visitor: Something warm for winter nights, please. -> ${search('warm winter clothes')}`,
    `Visitor: What's your favourite colour? -> ${none}`,
  ].join('\n');
}
