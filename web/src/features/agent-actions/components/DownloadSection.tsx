import type { AgentShareFieldsFragment } from '../../../gql/graphql';
import { agentExportJson } from '../model/agentExportJson';
import { exportFileName } from '../model/exportFileName';
import { saveTextFile } from '../model/saveTextFile';
import { ModelDownloadButton } from './ModelDownloadButton';

interface DownloadSectionProps {
  name: string | null | undefined;
  modelUrl: string | null | undefined;
  displayStatus: string;
  /** Needed for the export (prompt and tags); null while loading. */
  details: AgentShareFieldsFragment | null;
}

/** Spec 002 2.11: the model bundle and a JSON export of name, prompt and tags. */
export function DownloadSection({ name, modelUrl, displayStatus, details }: DownloadSectionProps) {
  return (
    <section className="share-section" aria-labelledby="share-download-title">
      <h3 id="share-download-title" className="share-section__title">
        Download
      </h3>
      <p className="share-section__text">
        The model runs in any Avatarium player; the export holds the agent's name, prompt and tags.
      </p>
      <div className="share-section__row">
        <ModelDownloadButton name={name} modelUrl={modelUrl} displayStatus={displayStatus} className="button button--secondary" />
        <button
          type="button"
          className="button button--ghost"
          disabled={!details}
          onClick={() => details && saveTextFile(exportFileName(details.name), agentExportJson(details))}
          data-testid="export-agent"
        >
          Export JSON
        </button>
      </div>
    </section>
  );
}
