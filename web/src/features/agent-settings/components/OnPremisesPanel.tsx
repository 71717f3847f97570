import { useState } from 'react';
import { urlFieldProblem } from '../model/urlField';

/**
 * The On-Premises download: the avatar player, the agent's bundle and a page that runs it
 * with no connection to this platform, talking to the OpenAI-compatible endpoint set here
 * (it can be changed later in the zip's config.json).
 */
export function OnPremisesPanel({ agentId }: { agentId: string }) {
  const [endpoint, setEndpoint] = useState('');
  const [model, setModel] = useState('');
  const problem = urlFieldProblem(endpoint);
  const query = new URLSearchParams();
  if (endpoint.trim()) query.set('endpoint', endpoint.trim());
  if (model.trim()) query.set('model', model.trim());
  const href = `/api/agents/${encodeURIComponent(agentId)}/on-prem-bundle${query.size ? `?${query}` : ''}`;
  return (
    <div className="settings-form" data-testid="on-prem-panel">
      <label className="settings-field">
        <span>OpenAI-compatible endpoint (optional)</span>
        <input
          type="url"
          value={endpoint}
          placeholder="http://localhost:11434/v1"
          onChange={(event) => setEndpoint(event.target.value)}
        />
        {problem && <small className="settings-field__problem">{problem}</small>}
      </label>
      <label className="settings-field">
        <span>Model name</span>
        <input value={model} placeholder="llama3.2" onChange={(event) => setModel(event.target.value)} />
      </label>
      <p className="settings-muted">
        Unzip it on your server and serve the folder with any static file server. Without an endpoint the agent plays its greeting
        and says it needs one.
      </p>
      <a
        className={`button button--primary${problem ? ' button--disabled' : ''}`}
        href={problem ? undefined : href}
        download
        data-testid="on-prem-download"
      >
        Download On-Premises bundle (.zip)
      </a>
    </div>
  );
}
