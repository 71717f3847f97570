import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ActionModal } from '../../../shared/components/ActionModal';
import { uploadFile } from '../../../shared/uploads/api/uploadFile';
import { useAgentKnowledge, type KnowledgeState } from '../hooks/useAgentKnowledge';
import { uploadCsvFaq } from '../model/csvFaqUpload';
import { FaqAnsweringCard } from './FaqAnsweringCard';
import { FAQ_PDF_MAX_BYTES, FAQ_TOASTS, isCsvName, isPdfName } from '../model/faqFile';
import '../../../shared/components/settings.css';
import './knowledge.css';

/**
 * Spec 003 2.4, FAQ Management: the current knowledge (Download CSV, RAG Enabled / Disabled),
 * the CSV preview, the RAG card, the source tiles (CSV, PDF, website), the website box and the
 * progress panel, live.
 */
export function FaqDialog({ agentId, agentName, onClose }: { agentId: string; agentName: string; onClose: () => void }) {
  const knowledge = useAgentKnowledge(agentId);
  const [uploading, setUploading] = useState<number | null>(null);
  // The switch shows the owner's choice at once; the server's state takes over once it answers.
  const [pending, setPending] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pdfInput = useRef<HTMLInputElement>(null);
  const state = knowledge.state;
  const indexing = state?.status === 'indexing';
  // Spec 003: while a FAQ is being generated every source tile is disabled.
  const busy = indexing || state?.status === 'generating';
  const [website, setWebsite] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!isCsvName(file.name)) {
      toast.error('Invalid File', { description: 'Only CSV files are allowed', duration: FAQ_TOASTS.validation });
      return;
    }
    setUploading(0);
    try {
      const failure = await uploadCsvFaq(file, {
        upload: (csv) => uploadFile(csv, { agentId, onProgress: setUploading }),
        save: knowledge.saveFaq,
      });
      if (failure !== null) {
        toast.error('Upload Failed', { description: failure, duration: FAQ_TOASTS.failure });
        return;
      }
      toast.success('CSV uploaded', {
        description: 'Turn RAG on for the agent to answer from it.',
        duration: FAQ_TOASTS.csvSuccess,
      });
    } finally {
      setUploading(null);
      if (input.current) input.current.value = '';
    }
  };

  const uploadPdf = async (file: File | undefined) => {
    if (pdfInput.current) pdfInput.current.value = '';
    if (!file) return;
    if (!isPdfName(file.name) || file.size > FAQ_PDF_MAX_BYTES) {
      toast.error('Invalid File', { description: 'Only PDF files up to 20MB are accepted', duration: FAQ_TOASTS.validation });
      return;
    }
    setUploading(0);
    try {
      const uploaded = await uploadFile(file, { agentId, onProgress: setUploading });
      const reason = await knowledge.generateFromPdf(uploaded.storagePath ?? uploaded.url);
      if (reason !== null) throw new Error(reason);
      toast.info('FAQ generation started', {
        description: 'Reading the PDF takes 1-2 minutes. You can safely close this dialog.',
        duration: FAQ_TOASTS.started,
      });
    } catch (error) {
      toast.error('PDF Processing Failed', {
        description: (error instanceof Error && error.message) || 'Failed to process PDF',
        duration: FAQ_TOASTS.failure,
      });
    } finally {
      setUploading(null);
    }
  };

  const generate = async () => {
    if (website === null) return;
    setSending(true);
    const reason = await knowledge.generateFromWebsite(website);
    setSending(false);
    if (reason !== null) {
      toast.error('Website Processing Failed', {
        description: reason || 'Failed to process website',
        duration: FAQ_TOASTS.failure,
      });
      return;
    }
    setWebsite(null);
    toast.info('FAQ generation started', {
      description: 'Reading the website takes 1-2 minutes. You can safely close this dialog.',
      duration: FAQ_TOASTS.started,
    });
  };

  const toggle = async (enabled: boolean) => {
    setPending(enabled);
    const reason = await knowledge.toggleRag(enabled);
    setPending(null);
    if (reason !== null) {
      toast.error('RAG Toggle Failed', {
        description: reason || (enabled ? 'Failed to generate vector database' : 'Failed to toggle RAG'),
        duration: FAQ_TOASTS.failure,
      });
      return;
    }
    if (enabled)
      toast.success('RAG Enabled', {
        description: 'The search index is being built; the agent answers from the FAQ once it is ready.',
        duration: FAQ_TOASTS.ragEnabled,
      });
    else toast.success('RAG Disabled', { description: 'The agent no longer answers from the FAQ.' });
  };

  return (
    <ActionModal
      title="FAQ Management"
      subtitle="Upload and manage agent FAQ data."
      onClose={onClose}
      size="large"
      testId="faq-dialog"
    >
      {knowledge.loading && <PanelSkeleton label="Loading knowledge" />}
      {knowledge.failed && !state && (
        <ErrorState
          title="Error Loading Knowledge"
          message={`Failed to load knowledge data: ${knowledge.failed}`}
          onRetry={knowledge.retry}
        />
      )}
      {!knowledge.loading && !knowledge.failed && (
        <div className="kb">
          {state?.knowledge.faq ? (
            <CurrentKnowledge state={state} />
          ) : (
            <p className="settings-muted">
              {state?.status === 'generating'
                ? 'A FAQ is being generated…'
                : `${agentName} has no FAQ yet: upload a CSV of questions and answers, or read them from a website.`}
            </p>
          )}
          {state?.knowledge.faq && (
            <section className="card kb__card" data-testid="faq-rag">
              <div>
                <strong>Answer from the FAQ (RAG)</strong>
                <p className="settings-muted">The agent looks up the FAQ for each question and says so when it has no answer.</p>
              </div>
              <label className="providers-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={pending ?? Boolean(state.knowledge.enabled)}
                  disabled={pending !== null}
                  onChange={(event) => void toggle(event.target.checked)}
                  data-testid="faq-rag-switch"
                />
                <span>{(pending ?? state.knowledge.enabled) ? 'On' : 'Off'}</span>
              </label>
            </section>
          )}
          {state?.knowledge.faq && <FaqAnsweringCard answering={state.answering} save={knowledge.setAnswering} />}
          {state && (busy || state.progress) && <ProgressPanel state={state} />}
          {state?.error && (
            <p className="settings-field__problem" role="alert">
              {state.error}
            </p>
          )}
          <div className="kb__sources">
            <SourceTile
              title="Upload CSV"
              hint={uploading !== null ? `Uploading… ${uploading}%` : 'Question and answer columns'}
              disabled={uploading !== null || busy}
              onClick={() => input.current?.click()}
              testId="faq-upload-csv"
            />
            <SourceTile
              title="Upload PDF"
              hint="Questions and answers it holds (max 20MB, only PDF)"
              disabled={uploading !== null || busy}
              onClick={() => pdfInput.current?.click()}
              testId="faq-upload-pdf"
            />
            <SourceTile
              title="Website URL"
              hint="Questions and answers found on its pages"
              disabled={uploading !== null || busy}
              onClick={() => setWebsite('')}
              testId="faq-website"
            />
            <FilePicker inputRef={input} accept=".csv,text/csv" onFile={upload} testId="faq-csv-input" />
            <FilePicker inputRef={pdfInput} accept=".pdf,application/pdf" onFile={uploadPdf} testId="faq-pdf-input" />
          </div>
          {website !== null && (
            <section className="card kb__card" data-testid="faq-website-box">
              <label className="settings-field kb__grow">
                <span>Website URL</span>
                <input
                  value={website}
                  placeholder="example.com/faq"
                  onChange={(event) => setWebsite(event.target.value)}
                  onKeyDown={(event) => event.key === 'Enter' && void generate()}
                  data-testid="faq-website-url"
                />
              </label>
              <button type="button" className="button button--secondary" onClick={() => setWebsite(null)} disabled={sending}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void generate()}
                disabled={sending || !website.trim()}
                data-testid="faq-website-generate"
              >
                {sending ? 'Starting…' : 'Generate FAQ'}
              </button>
            </section>
          )}
          {state && state.unanswered.length > 0 && (
            <section className="card kb__card kb__card--column" data-testid="faq-unanswered">
              <strong>Unanswered questions</strong>
              <p className="settings-muted">Visitors asked these and the FAQ had no answer: add rows for them.</p>
              <ul>
                {state.unanswered.slice(0, 10).map((entry) => (
                  <li key={`${entry.askedAt}-${entry.question}`}>{entry.question}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </ActionModal>
  );
}

function CurrentKnowledge({ state }: { state: KnowledgeState }) {
  return (
    <section className="card kb__card kb__card--column" data-testid="faq-current">
      <div className="kb__row">
        <strong>Current Knowledge</strong>
        <span className={`badge ${state.knowledge.enabled ? 'badge--healthy' : 'badge--muted'}`} data-testid="faq-rag-status">
          {state.knowledge.enabled ? 'RAG Enabled' : 'RAG Disabled'}
        </span>
        {state.knowledge.faq && (
          <a className="button button--secondary button--small" href={state.knowledge.faq} download>
            Download CSV
          </a>
        )}
      </div>
      <div className="kb__preview">
        <table data-testid="faq-preview">
          <thead>
            <tr>
              {state.preview.headers.map((header, index) => (
                <th key={index}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.preview.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <span className="settings-muted" data-testid="faq-total">
        {state.preview.totalRows} {state.preview.totalRows === 1 ? 'row' : 'rows'} in total
      </span>
    </section>
  );
}

function ProgressPanel({ state }: { state: KnowledgeState }) {
  const percent = state.progress?.percent ?? 0;
  return (
    <section className="card kb__card kb__card--column" data-testid="faq-progress" aria-live="polite">
      <div className="kb__row">
        <strong>{state.progress?.step ?? 'Starting'}</strong>
        <span>{percent}%</span>
      </div>
      <div className="kb__bar" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${percent}%` }} />
      </div>
      {state.status === 'indexing' && (
        <p className="settings-muted">
          Building the vector database takes a few minutes for a large FAQ. You can safely close this dialog.
        </p>
      )}
    </section>
  );
}

interface SourceTileProps {
  title: string;
  hint: string;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}

/** One of the three FAQ sources (spec 003 2.4). */
function SourceTile({ title, hint, disabled, onClick, testId }: SourceTileProps) {
  return (
    <button type="button" className="kb__source" disabled={disabled} onClick={onClick} data-testid={testId}>
      <strong>{title}</strong>
      <span>{hint}</span>
    </button>
  );
}

interface FilePickerProps {
  inputRef: React.RefObject<HTMLInputElement | null>;
  accept: string;
  onFile: (file: File | undefined) => Promise<void>;
  testId: string;
}

/** The hidden file input a source tile opens. */
function FilePicker({ inputRef, accept, onFile, testId }: FilePickerProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      hidden
      onChange={(event) => void onFile(event.target.files?.[0])}
      data-testid={testId}
    />
  );
}
