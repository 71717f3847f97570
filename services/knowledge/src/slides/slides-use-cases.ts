import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { slides, type ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import { ownedAgent } from '../faq/knowledge-view.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { PDF_WAITING } from '../sources/generate-from-pdf.js';
import { takeEachClaimed } from '../stalled-jobs.js';
import type { StoredSlides } from './slides.repository.js';

type Input<C extends { request: z.ZodType }> = z.output<C['request']>;
const SCRIPT_MAX = 1500;
export const SLIDES_FAILED = 'Failed to generate slides';

/** The slides as the API shows them, images signed for `ttlSeconds`. */
function slideViews(deps: KnowledgeDeps, stored: StoredSlides, ttlSeconds: number): Promise<slides.Slide[]> {
  return Promise.all(
    stored.slides.map(async (slide) => ({
      slide_number: slide.slide_number,
      image_url: slide.image_key ? await deps.storage.signedUrl(slide.image_key, ttlSeconds) : null,
      has_image: Boolean(slide.image_key),
      script: slide.script,
    })),
  );
}

async function viewOf(deps: KnowledgeDeps, stored: StoredSlides): Promise<slides.SlidesState> {
  const list = await slideViews(deps, stored, 3600);
  return {
    agentId: stored.agentId,
    // Spec 002 4.6: an empty block while generating.
    slides: stored.status === 'generating' ? {} : { enabled: stored.enabled, slides: list },
    status: stored.status,
    progress: stored.progress,
    error: stored.error,
    updated_at: stored.updatedAt.toISOString(),
  };
}

async function announce(deps: KnowledgeDeps, stored: StoredSlides): Promise<slides.SlidesState> {
  const state = await viewOf(deps, stored);
  deps.bus.publish(slides.slidesChanged, { ownerId: stored.ownerId, state });
  return state;
}

export async function getSlides(
  deps: KnowledgeDeps,
  input: Input<typeof slides.getSlides>,
): Promise<ReplyOf<typeof slides.getSlides>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const stored = await deps.slides.findOwned(input.agentId, input.ownerId);
  return stored ? viewOf(deps, stored) : null;
}

const PRESENTATION_IMAGE_TTL_SECONDS = 24 * 3600;

/** The deck the agent presents in conversations; none unless the owner turned it on. */
export async function presentationSlides(
  deps: KnowledgeDeps,
  input: Input<typeof slides.presentationSlides>,
): Promise<ReplyOf<typeof slides.presentationSlides>> {
  const stored = await deps.slides.findForConversation(input.agentId);
  if (!stored || stored.status !== 'ready' || !stored.enabled || stored.slides.length === 0)
    return { enabled: false, slides: [] };
  return { enabled: true, slides: await slideViews(deps, stored, PRESENTATION_IMAGE_TTL_SECONDS) };
}

/** The slide's script: written by the configured language model, else (or when it fails) from the page's text. */
async function scriptFor(deps: KnowledgeDeps, lines: ReadonlyArray<{ text: string }>, slide: number, slides: number) {
  if (deps.writer) {
    const pageText = lines
      .map((line) => line.text.trim())
      .filter(Boolean)
      .join('\n');
    try {
      return (await deps.writer.slideScript(pageText, slide, slides)).slice(0, SCRIPT_MAX);
    } catch (error) {
      deps.logger.warn('the language model wrote no script: using the slide text', { slide, error: String(error) });
    }
  }
  return scriptOf(lines);
}

/**
 * The spoken script of a slide, from the page's own text: its lines joined into sentences
 * (offline there is no model to write one; a page without text has none: 'No script available').
 */
export function scriptOf(lines: ReadonlyArray<{ text: string }>): string {
  const text = lines
    .map((line) => line.text.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
    .join(' ');
  return text.length > SCRIPT_MAX ? `${text.slice(0, SCRIPT_MAX).replace(/\s+\S*$/, '')}…` : text;
}

export async function runSlides(deps: KnowledgeDeps, entry: StoredSlides, pdfKey: string): Promise<void> {
  const step = async (stepText: string, percent: number) => {
    const next = await deps.slides.update(entry.agentId, { progress: { step: stepText, percent } }, entry.run);
    if (next) await announce(deps, next);
  };
  try {
    const object = await deps.storage.get(pdfKey);
    if (object.size > slides.SLIDES_PDF_MAX_BYTES) throw new Error('the PDF is larger than 50 MB');
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    // Drawn in a worker of its own, after the PDFs before it (a wait is progress, not a stall).
    const made: StoredSlides['slides'] = await deps.pdf.read(
      new Uint8Array(Buffer.concat(chunks)),
      async (pdf) => {
        const total = Math.min(pdf.pages, slides.SLIDES_PAGES_MAX);
        const drawn: StoredSlides['slides'] = [];
        for (let number = 1; number <= total; number++) {
          const { png, lines } = await pdf.page(number);
          const key = `slides/${entry.agentId}/${entry.run}/${number}.png`;
          await deps.storage.put(key, Readable.from([png]), 'image/png');
          drawn.push({ slide_number: number, image_key: key, script: await scriptFor(deps, lines, number, total) });
          await step(`Slide ${number} of ${total}`, 10 + Math.round((85 * number) / total));
        }
        return drawn;
      },
      () => void step(PDF_WAITING, 5),
    );
    const done = await deps.slides.update(
      entry.agentId,
      { status: 'ready', slides: made, progress: { step: `Ready: ${made.length} slides`, percent: 100 } },
      entry.run,
    );
    if (done) await announce(deps, done);
  } catch (error) {
    deps.logger.warn('slides failed', { agentId: entry.agentId, error: String(error) });
    const reason = error instanceof Error ? error.message : String(error);
    const failed = await deps.slides.update(
      entry.agentId,
      { status: 'failed', progress: null, error: `${SLIDES_FAILED}: ${reason}` },
      entry.run,
    );
    if (failed) await announce(deps, failed);
  }
}

export async function generateSlides(
  deps: KnowledgeDeps,
  input: Input<typeof slides.generateSlides>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof slides.generateSlides>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const started = await deps.slides.startGenerating(input.agentId, input.ownerId, randomBytes(6).toString('hex'), input.pdf_key);
  track(runSlides(deps, started, input.pdf_key));
  return announce(deps, started);
}

/**
 * Generations cut off by a kill or restart (no progress for `stalledAfterMs`; a page takes
 * seconds) run again from their PDF, in the same run; one from before the PDF was kept fails
 * with a message saying to upload it again.
 */
export function resumeStalledSlides(
  deps: KnowledgeDeps,
  track: (work: Promise<void>) => void,
  stalledAfterMs: number,
): Promise<void> {
  return takeEachClaimed(
    () => deps.slides.claimStalled(new Date(Date.now() - stalledAfterMs)),
    async (entry) => {
      if (entry.sourceKey) {
        await announce(deps, entry);
        track(runSlides(deps, entry, entry.sourceKey));
        return;
      }
      const failed = await deps.slides.update(
        entry.agentId,
        { status: 'failed', progress: null, error: 'The slides generation was interrupted by a restart: upload the PDF again.' },
        entry.run,
      );
      if (failed) await announce(deps, failed);
    },
  );
}

/** Toggle, delete a slide, edit a script (the slides listed are kept, with their scripts), or clear. */
export async function updateSlides(
  deps: KnowledgeDeps,
  input: Input<typeof slides.updateSlides>,
): Promise<ReplyOf<typeof slides.updateSlides>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  if (input.clear) {
    await deps.slides.remove(input.agentId);
    return null;
  }
  const current = await deps.slides.findOwned(input.agentId, input.ownerId);
  if (!current || current.status !== 'ready') throw new AppError('CONFLICT', 'There are no slides to change yet.');
  const kept = input.slides
    ? input.slides.flatMap((wanted) => {
        const slide = current.slides.find((each) => each.slide_number === wanted.slide_number);
        return slide ? [{ ...slide, script: wanted.script }] : [];
      })
    : current.slides;
  // Spec 002: slides can be turned on only when there are some.
  const enabled = (input.enabled ?? current.enabled) && kept.length > 0;
  const next = await deps.slides.update(input.agentId, { slides: kept, enabled });
  return announce(deps, next!);
}
