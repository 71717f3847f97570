import { analytics } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { ExportInput, ownedAgentId, parseInput } from '../validation.js';
import { ANALYTICS_TIMEOUT_MS } from './agent-analytics.js';
import { CSV_HEADER, csvLine, csvLinesOf, exportFileName, todayIn } from './export-file.js';

/** Conversations per page read from the service: a page of long chats stays well under NATS's message size. */
const PAGE_SIZE = 50;

export interface ChatHistoryExport {
  fileName: string;
  contentType: string;
  /** The file in pieces, read page by page as the client takes them. */
  chunks: AsyncIterable<string>;
}

/**
 * Spec 003 section 3, Export file, for the owner (GET /api/analytics/export): the totals and
 * the first page are read before answering, so a refusal is an ordinary error response; the
 * rest streams page after page (neither the service nor the gateway holds every conversation).
 */
export async function exportChatHistory(
  deps: Pick<GatewayDeps, 'bus'>,
  ownerId: string,
  input: unknown,
  now = new Date(),
): Promise<ChatHistoryExport> {
  const query = parseInput(ExportInput, input);
  const request = {
    agentId: ownedAgentId(query.agentId),
    userId: ownerId,
    timeZone: query.timeZone,
    from: query.from ?? null,
    to: query.to ?? null,
  };
  const readPage = (after: analytics.ExportCursorValue | null) =>
    deps.bus.request(analytics.exportPage, { ...request, after, limit: PAGE_SIZE }, { timeoutMs: ANALYTICS_TIMEOUT_MS });
  const first = await readPage(null);
  const totals = await deps.bus.request(analytics.getAnalytics, request, { timeoutMs: ANALYTICS_TIMEOUT_MS });
  const pages = async function* () {
    let page = first;
    for (;;) {
      yield page.conversations;
      if (!page.next) return;
      page = await readPage(page.next);
    }
  };
  const fileName = exportFileName(first.agent.name, todayIn(query.timeZone, now), query.format);
  if (query.format === 'csv') {
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      chunks: (async function* () {
        yield csvLine(CSV_HEADER);
        for await (const conversations of pages()) yield conversations.map(csvLinesOf).join('');
      })(),
    };
  }
  const head = {
    agent: first.agent,
    export_info: {
      exported_at: now.toISOString(),
      total_conversations: totals.totalConversations,
      total_messages: totals.totalMessages,
      average_messages_per_conversation: totals.averageMessagesPerConversation,
      date_range: {
        start: request.from,
        end: request.to,
        time_zone: request.timeZone,
        earliest: totals.earliest,
        latest: totals.latest,
      },
      filter_applied: Boolean(request.from || request.to),
    },
  };
  return {
    fileName,
    contentType: 'application/json; charset=utf-8',
    chunks: (async function* () {
      yield `${JSON.stringify(head).slice(0, -1)},"conversations":[`;
      let separator = '';
      for await (const conversations of pages()) {
        if (conversations.length === 0) continue;
        yield separator + conversations.map((conversation) => JSON.stringify(conversation)).join(',');
        separator = ',';
      }
      yield ']}';
    })(),
  };
}
