import { slides } from '@avatarium/contracts';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { generateSlides, getSlides, presentationSlides, updateSlides } from './slides-use-cases.js';

const QUEUE = 'knowledge';

/** Answers the slides subjects in the `knowledge` queue group. */
export function registerSlides(deps: KnowledgeDeps): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  deps.bus.serve(slides.getSlides, (input) => getSlides(deps, input), QUEUE);
  deps.bus.serve(slides.generateSlides, (input) => generateSlides(deps, input, track), QUEUE);
  deps.bus.serve(slides.updateSlides, (input) => updateSlides(deps, input), QUEUE);
  deps.bus.serve(slides.presentationSlides, (input) => presentationSlides(deps, input), QUEUE);
  return async () => {
    await Promise.allSettled([...running]);
  };
}
