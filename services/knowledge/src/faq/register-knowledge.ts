import { knowledge } from '@avatarium/contracts';
import { backgroundWork } from '@avatarium/platform';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { generateFaqFromPdf } from '../sources/generate-from-pdf.js';
import { generateFaqFromSite } from '../sources/generate-from-site.js';
import { resumeStalledGenerations } from '../sources/resume-generations.js';
import { sweepEvery } from '../stalled-jobs.js';
import { buildIndex, retrieve } from './faq-index-job.js';
import { faqFile, getKnowledge, recordUnanswered, setAnswering, setFaq, toggleRag } from './knowledge-use-cases.js';
import { textSimilarityBy } from './text-similarity.js';
import { topicsCoveredBy } from './topics-covered.js';

const QUEUE = 'knowledge';
const STALLED_AFTER_MS = 5 * 60_000;

/** Answers the knowledge subjects in the `knowledge` queue group; index builds and FAQ generations cut off by a restart run again. */
export function registerKnowledge(deps: KnowledgeDeps): () => Promise<void> {
  const background = backgroundWork(deps.logger, 'knowledge job');
  const track = (work: Promise<void>) => background.track(work);
  deps.bus.serve(knowledge.getKnowledge, (input) => getKnowledge(deps, input), QUEUE);
  deps.bus.serve(knowledge.setFaq, (input) => setFaq(deps, input), QUEUE);
  deps.bus.serve(knowledge.toggleRag, (input) => toggleRag(deps, input, track), QUEUE);
  deps.bus.serve(knowledge.setAnswering, (input) => setAnswering(deps, input), QUEUE);
  deps.bus.serve(knowledge.generateFaqFromSite, (input) => generateFaqFromSite(deps, input, track), QUEUE);
  deps.bus.serve(knowledge.generateFaqFromPdf, (input) => generateFaqFromPdf(deps, input, track), QUEUE);
  deps.bus.serve(knowledge.faqFile, (input) => faqFile(deps, input), QUEUE);
  deps.bus.serve(knowledge.retrieve, (input) => retrieve(deps, input), QUEUE);
  deps.bus.serve(knowledge.topicsCovered, topicsCoveredBy(deps.embedder), QUEUE);
  deps.bus.serve(knowledge.similarity, textSimilarityBy(deps.embedder), QUEUE);
  deps.bus.subscribe(
    knowledge.recordUnanswered,
    (event) =>
      void recordUnanswered(deps, event.agentId, event.question).catch((error: unknown) => {
        deps.logger.warn('unanswered question not kept', { error: String(error) });
      }),
    { queue: QUEUE },
  );
  // A generation reports progress at least every page or part; one silent this long was cut off.
  const stopSweep = sweepEvery(
    60_000,
    () => resumeStalledGenerations(deps, track, STALLED_AFTER_MS),
    deps.logger,
    'generation resume',
  );
  void deps.knowledge
    .indexing()
    .then((stalled) => stalled.forEach((entry) => track(buildIndex(deps, entry))))
    .catch((error: unknown) => deps.logger.warn('index resume failed', { error: String(error) }));
  return async () => {
    stopSweep();
    await background.settled();
  };
}
