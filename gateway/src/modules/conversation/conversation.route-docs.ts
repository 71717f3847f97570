import type { RouteDoc } from '../route-doc.js';
import { HistoryQuery, SESSION_TOKEN_HEADER, StartBody, TextBody } from './validation.js';

/** Every call after the start names the conversation by its token header, not by who the caller is. */
const HELD = `Needs the \`${SESSION_TOKEN_HEADER}\` header from the start’s answer.`;

export const conversationRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/conversations',
    summary: 'Start a conversation with an agent the caller may see: `{ sessionId, sessionToken }`',
    auth: 'optional',
    body: StartBody,
  },
  {
    method: 'get',
    path: '/conversations/:sessionId',
    summary: 'The conversation’s transcript',
    description: HELD,
    auth: 'optional',
  },
  {
    method: 'post',
    path: '/conversations/:sessionId/messages',
    summary: 'Say something (text): the reply streams over the conversationEvents subscription',
    description: HELD,
    auth: 'optional',
    body: TextBody,
  },
  {
    method: 'post',
    path: '/conversations/:sessionId/draft',
    summary: 'What the visitor is typing, not sent yet: the offline model reads it ahead so the reply starts sooner',
    description: HELD,
    auth: 'optional',
    body: TextBody,
  },
  {
    method: 'post',
    path: '/conversations/:sessionId/greeting',
    summary: 'Let the agent greet first',
    description: HELD,
    auth: 'optional',
  },
  {
    method: 'post',
    path: '/conversations/:sessionId/interrupt',
    summary: 'Stop the agent’s current reply',
    description: HELD,
    auth: 'optional',
  },
  {
    method: 'post',
    path: '/conversations/:sessionId/speech',
    summary: 'Say something (recorded audio: webm, ogg or wav)',
    description: HELD,
    auth: 'optional',
    upload: 'binary',
  },
  { method: 'delete', path: '/conversations/:sessionId', summary: 'End the conversation', description: HELD, auth: 'optional' },
  {
    method: 'get',
    path: '/conversations/:sessionId/audio/:turnId/:file',
    summary: 'One sentence of a reply as audio',
    description: HELD,
    auth: 'optional',
    produces: 'audio/*',
  },
  {
    method: 'get',
    path: '/analytics/conversation-history',
    summary: 'The conversations of one of the caller’s agents, with their messages',
    auth: 'signed-in',
    query: HistoryQuery,
  },
];
