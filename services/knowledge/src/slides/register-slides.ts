import { slides } from '@avatarium/contracts';
import { backgroundWork } from '@avatarium/platform';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { sweepEvery } from '../stalled-jobs.js';
import { generateSlides, getSlides, presentationSlides, resumeStalledSlides, updateSlides } from './slides-use-cases.js';

const QUEUE = 'knowledge';
/** A generation reports every page (seconds each); one silent this long was cut off. */
const STALLED_AFTER_MS = 2 * 60_000;

/** Answers the slides subjects in the `knowledge` queue group; generations cut off by a kill or restart run again. */
export function registerSlides(deps: KnowledgeDeps): () => Promise<void> {
  const background = backgroundWork(deps.logger, 'slide deck generation');
  const track = (work: Promise<void>) => background.track(work);
  deps.bus.serve(slides.getSlides, (input) => getSlides(deps, input), QUEUE);
  deps.bus.serve(slides.generateSlides, (input) => generateSlides(deps, input, track), QUEUE);
  deps.bus.serve(slides.updateSlides, (input) => updateSlides(deps, input), QUEUE);
  deps.bus.serve(slides.presentationSlides, (input) => presentationSlides(deps, input), QUEUE);
  const stopSweep = sweepEvery(
    STALLED_AFTER_MS / 2,
    () => resumeStalledSlides(deps, track, STALLED_AFTER_MS),
    deps.logger,
    'slides resume',
  );
  return async () => {
    stopSweep();
    await background.settled();
  };
}
