import { catalog, catalogActions, conversation, knowledge } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { readPersonaAhead } from '../sessions/read-persona-ahead.js';
import { draftText } from './draft-text.js';
import { greet } from './greet.js';
import { interruptTurn } from './interrupt-turn.js';
import { reportFirstFrame } from './report-first-frame.js';
import { sendSpeech } from './send-speech.js';
import { sendText } from './send-text.js';
import { listenForTurnAborts } from './turn-aborts.js';

const QUEUE = 'conversation';

/** Answers the turn subjects in the `conversation` queue group; stopping ends the turns running here. */
export function registerTurns(deps: ConversationDeps): () => Promise<void> {
  listenForTurnAborts(deps);
  // Every replica hears every FAQ change (no queue group): a toggle applies to the next turn.
  deps.bus.subscribe(knowledge.knowledgeChanged, (event) => deps.knowledgeSwitches.heard(event.state));
  // And every change of an agent: its store settings apply to the next turn, and this replica's
  // offline model reads a new or changed persona before its first visitor comes.
  deps.bus.subscribe(catalog.agentChanged, (event) => {
    deps.shopSettings.heard(event.agent);
    readPersonaAhead(deps, event.agent);
  });
  deps.bus.subscribe(catalogActions.agentDeleted, (event) => deps.shopSettings.forget(event.agentId));
  deps.bus.serve(conversation.sendText, (input) => sendText(deps, input), QUEUE);
  deps.bus.serve(conversation.draftText, (input) => draftText(deps, input), QUEUE);
  deps.bus.serve(conversation.sendSpeech, (input) => sendSpeech(deps, input), QUEUE);
  deps.bus.serve(conversation.greet, (input) => greet(deps, input), QUEUE);
  deps.bus.serve(conversation.interruptTurn, (input) => interruptTurn(deps, input), QUEUE);
  deps.bus.serve(conversation.reportFirstFrame, (input) => reportFirstFrame(deps, input), QUEUE);
  return () => deps.turns.stopAll();
}
