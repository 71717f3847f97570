import { announce } from '../faq/knowledge-view.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { takeEachClaimed } from '../stalled-jobs.js';
import { runPdfFaq } from './generate-from-pdf.js';
import { runSiteFaq } from './generate-from-site.js';

/**
 * FAQ generations cut off by a kill or restart (silent for `stalledAfterMs`) run again from
 * their source, the owner's PDF or the website; one from before the source was kept ends with
 * a message saying to start it again (the FAQ the agent had stays).
 */
export function resumeStalledGenerations(
  deps: KnowledgeDeps,
  track: (work: Promise<void>) => void,
  stalledAfterMs: number,
): Promise<void> {
  return takeEachClaimed(
    () => deps.knowledge.claimStalledGeneration(new Date(Date.now() - stalledAfterMs)),
    async (entry) => {
      const source = entry.generationSource;
      if (source) {
        announce(deps, entry);
        track(source.kind === 'pdf' ? runPdfFaq(deps, entry, source.key) : runSiteFaq(deps, entry, source.url));
        return;
      }
      const failed = await deps.knowledge.update(entry.agentId, {
        status: entry.csvKey ? 'uploaded' : 'failed',
        progress: null,
        error: 'The FAQ generation was interrupted by a restart: start it again.',
      });
      if (failed) announce(deps, failed);
    },
  );
}
