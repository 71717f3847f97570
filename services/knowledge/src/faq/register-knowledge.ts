import { knowledge } from '@avatarium/contracts';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { generateFaqFromPdf } from '../sources/generate-from-pdf.js';
import { generateFaqFromSite } from '../sources/generate-from-site.js';
import { buildIndex, retrieve } from './faq-index-job.js';
import { faqFile, getKnowledge, recordUnanswered, setFaq, toggleRag } from './knowledge-use-cases.js';
import { announce } from './knowledge-view.js';

const QUEUE = 'knowledge';
const STALLED_AFTER_MS = 5 * 60_000;

/** Answers the knowledge subjects in the `knowledge` queue group; index builds cut off by a restart run again. */
export function registerKnowledge(deps: KnowledgeDeps): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  deps.bus.serve(knowledge.getKnowledge, (input) => getKnowledge(deps, input), QUEUE);
  deps.bus.serve(knowledge.setFaq, (input) => setFaq(deps, input), QUEUE);
  deps.bus.serve(knowledge.toggleRag, (input) => toggleRag(deps, input, track), QUEUE);
  deps.bus.serve(knowledge.generateFaqFromSite, (input) => generateFaqFromSite(deps, input, track), QUEUE);
  deps.bus.serve(knowledge.generateFaqFromPdf, (input) => generateFaqFromPdf(deps, input, track), QUEUE);
  deps.bus.serve(knowledge.faqFile, (input) => faqFile(deps, input), QUEUE);
  deps.bus.serve(knowledge.retrieve, (input) => retrieve(deps, input), QUEUE);
  deps.bus.subscribe(
    knowledge.recordUnanswered,
    (event) =>
      void recordUnanswered(deps, event.agentId, event.question).catch((error: unknown) => {
        deps.logger.warn('unanswered question not kept', { error: String(error) });
      }),
    { queue: QUEUE },
  );
  // A generation reports progress at least every page; one silent this long was cut off by a restart.
  const sweepStalled = () =>
    void deps.knowledge
      .generating(STALLED_AFTER_MS)
      .then((stalled) =>
        Promise.all(
          stalled.map(async (entry) => {
            const failed = await deps.knowledge.update(entry.agentId, {
              status: entry.csvKey ? 'uploaded' : 'failed',
              progress: null,
              error: 'The FAQ generation was interrupted by a restart: start it again.',
            });
            if (failed) announce(deps, failed);
          }),
        ),
      )
      .catch((error: unknown) => deps.logger.warn('generation sweep failed', { error: String(error) }));
  sweepStalled();
  const sweep = setInterval(sweepStalled, STALLED_AFTER_MS);
  sweep.unref();
  void deps.knowledge
    .indexing()
    .then((stalled) => stalled.forEach((entry) => track(buildIndex(deps, entry))))
    .catch((error: unknown) => deps.logger.warn('index resume failed', { error: String(error) }));
  return async () => {
    clearInterval(sweep);
    await Promise.allSettled([...running]);
  };
}
