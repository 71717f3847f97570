import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { toast } from 'sonner';
import type { SlidesStateFieldsFragment } from '../../../gql/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { formatFileSize } from '../../../shared/model/formatFileSize';
import { showErrorNotice } from '../../../shared/model/showErrorNotice';
import { ActionModal } from '../../../shared/components/ActionModal';
import '../../../shared/components/settings.css';
import { useSession } from '../../../shared/session/useSession';
import { uploadFile } from '../../../shared/uploads/api/uploadFile';
import {
  AgentSlidesQuery,
  GenerateSlidesMutation,
  SlidesUpdatesSubscription,
  UpdateSlidesMutation,
} from '../graphql/slidesOperations';
import { isPdfName } from '../model/faqFile';
import { uploadSlidesPdf } from '../model/slidesUpload';
import './knowledge.css';

type SlidesState = SlidesStateFieldsFragment;
type SlideView = NonNullable<NonNullable<SlidesState['slides']['slides']>[number]>;
const PDF_MAX_BYTES = 50 * 1024 * 1024;
const newer = (a: SlidesState | null, b: SlidesState | null) => (!a ? b : !b ? a : a.updatedAt > b.updatedAt ? a : b);

/**
 * Spec 002 2.8 and 4.6, Presentation Slides: the agent id; upload a PDF (50 MB) with progress;
 * 'Generation in progress (2-5 minutes)…' while the block is empty; the enable toggle (only with
 * slides); the slide list with image, number, an editable script and delete; replace with a new PDF.
 */
export function SlidesDialog({ agentId, onClose }: { agentId: string; onClose: () => void }) {
  const query = useQuery(AgentSlidesQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const [latest, setLatest] = useState<SlidesState | null>(null);
  const [cleared, setCleared] = useState(false);
  const take = useCallback((next: SlidesState | null | undefined) => next && setLatest((current) => newer(current, next)), []);
  const state = cleared && !latest ? null : newer(query.data?.agentSlides ?? null, latest);
  useSubscription(SlidesUpdatesSubscription, {
    variables: { id: agentId },
    skip: !state,
    onData: ({ data }) => take(data.data?.slidesUpdates),
  });
  const [generate] = useMutation(GenerateSlidesMutation);
  const session = useSession();
  const [update] = useMutation(UpdateSlidesMutation);
  const [uploading, setUploading] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = state?.slides.slides ?? [];
  const generating = state?.status === 'generating';

  const save = async (
    change: { enabled?: boolean; slides?: Array<{ slideNumber: number; script: string }> },
    failure: [string, string],
  ): Promise<boolean> => {
    try {
      const { data } = await update({ variables: { id: agentId, ...change } });
      if (!data?.updateSlides.ok) throw new Error(data?.updateSlides.error?.message ?? '');
      take(data.updateSlides.state);
      return true;
    } catch (error) {
      toast.error(failure[0], { description: (error instanceof Error && error.message) || failure[1] });
      return false;
    }
  };
  const scripts = (except?: number, edited?: { slideNumber: number; script: string }) =>
    list
      .filter((slide) => slide.slideNumber !== except)
      .map((slide) =>
        edited && slide.slideNumber === edited.slideNumber ? edited : { slideNumber: slide.slideNumber, script: slide.script },
      );

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isPdfName(file.name) || file.size > PDF_MAX_BYTES) {
      toast.error('Upload failed', { description: 'Only PDF files up to 50MB are accepted' });
      return;
    }
    setUploading(0);
    const outcome = await uploadSlidesPdf(file, {
      userId: session.user?.id ?? null,
      upload: (pdf) => uploadFile(pdf, { agentId, onProgress: (percent) => setUploading(Math.min(30, percent)) }),
      generate: async (pdf) => (await generate({ variables: { id: agentId, pdf } })).data?.generateSlides,
      onProgress: setUploading,
    });
    setUploading(null);
    if (!outcome.ok) return showErrorNotice(outcome.failure);
    setCleared(false);
    take(outcome.state);
    toast.success('PDF uploaded', {
      description: `${file.name} (${formatFileSize(file.size)}) has been uploaded and presentation slides are being generated. This will take 2-5 minutes. Please check back later.`,
    });
  };

  return (
    <ActionModal title="Presentation Slides" subtitle={`Agent ${agentId}`} onClose={onClose} size="large" testId="slides-dialog">
      {query.loading && !query.data && <PanelSkeleton label="Loading slides" />}
      {query.error && !query.data && (
        <ErrorState title="Failed to load slides" message={query.error.message} onRetry={() => void query.refetch()} />
      )}
      {!query.loading && !query.error && (
        <div className="kb">
          {generating && (
            <section className="card kb__card kb__card--column" data-testid="slides-generating" aria-live="polite">
              <div className="kb__row">
                <strong>Generation in progress (2-5 minutes). You can safely close this dialog.</strong>
                <span>{state?.progress?.percent ?? 0}%</span>
              </div>
              <div
                className="kb__bar"
                role="progressbar"
                aria-valuenow={state?.progress?.percent ?? 0}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ width: `${state?.progress?.percent ?? 0}%` }} />
              </div>
              <span className="settings-muted">{state?.progress?.step}</span>
            </section>
          )}
          {state?.error && (
            <p className="settings-field__problem" role="alert">
              {state.error}
            </p>
          )}
          {state?.status === 'ready' && (
            <section className="card kb__card">
              <div>
                <strong>Present these slides</strong>
                <p className="settings-muted">{list.length} slides</p>
              </div>
              <label className="providers-switch">
                <input
                  type="checkbox"
                  role="switch"
                  disabled={list.length === 0}
                  checked={Boolean(state.slides.enabled)}
                  onChange={(event) =>
                    void save({ enabled: event.target.checked }, ['Update failed', 'Failed to update slides status']).then(
                      (ok) =>
                        ok &&
                        toast.success(event.target.checked ? 'Slides enabled' : 'Slides disabled', {
                          description: event.target.checked
                            ? 'Presentation slides are now active'
                            : 'Presentation slides are now disabled',
                        }),
                    )
                  }
                  data-testid="slides-enabled"
                />
                <span>{state.slides.enabled ? 'On' : 'Off'}</span>
              </label>
            </section>
          )}
          <div className="kb__sources">
            <button
              type="button"
              className="kb__source"
              disabled={uploading !== null || generating}
              onClick={() => input.current?.click()}
              data-testid="slides-upload"
            >
              <strong>{list.length > 0 ? 'Replace with a new PDF' : 'Upload a PDF'}</strong>
              <span>{uploading !== null ? `Uploading… ${uploading}%` : 'One slide per page, max 50MB'}</span>
            </button>
            <input
              ref={input}
              type="file"
              accept=".pdf,application/pdf"
              hidden
              onChange={(event) => void upload(event.target.files?.[0])}
              data-testid="slides-pdf-input"
            />
          </div>
          {list.length > 0 && (
            <ul className="kb__slides" data-testid="slides-list">
              {list.map((slide) => (
                <SlideCard
                  key={slide.slideNumber}
                  slide={slide}
                  onSave={(script) =>
                    save({ slides: scripts(undefined, { slideNumber: slide.slideNumber, script }) }, [
                      'Update failed',
                      'Failed to update slide script',
                    ]).then(
                      (ok) =>
                        ok &&
                        toast.success('Slide updated', { description: `Slide ${slide.slideNumber} script has been updated` }),
                    )
                  }
                  onDelete={() =>
                    void save({ slides: scripts(slide.slideNumber) }, ['Delete failed', 'Failed to delete slide']).then(
                      (ok) =>
                        ok && toast.success('Slide deleted', { description: `Slide ${slide.slideNumber} has been removed` }),
                    )
                  }
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </ActionModal>
  );
}

function SlideCard({
  slide,
  onSave,
  onDelete,
}: {
  slide: SlideView;
  onSave: (script: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <li className="card kb__slide" data-testid="slide">
      {slide.imageUrl ? <img src={slide.imageUrl} alt={`Slide ${slide.slideNumber}`} /> : <div className="kb__slide-blank" />}
      <div className="kb__slide-body">
        <div className="kb__row">
          <strong>Slide {slide.slideNumber}</strong>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onDelete}
            aria-label={`Delete slide ${slide.slideNumber}`}
          >
            Delete
          </button>
        </div>
        {draft === null ? (
          <button type="button" className="kb__script" onClick={() => setDraft(slide.script)} data-testid="slide-script">
            {slide.script || <em>No script available</em>}
          </button>
        ) : (
          <>
            <textarea
              rows={4}
              value={draft}
              placeholder="Enter slide script..."
              onChange={(event) => setDraft(event.target.value)}
              data-testid="slide-script-editor"
            />
            <div className="kb__row">
              <button type="button" className="button button--secondary button--small" onClick={() => setDraft(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => void onSave(draft).then(() => setDraft(null))}
                data-testid="slide-script-save"
              >
                Save
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
