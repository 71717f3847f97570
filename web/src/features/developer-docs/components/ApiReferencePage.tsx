import { useMemo, useState } from 'react';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { Logo } from '../../../shared/components/Logo';
import { useOpenApiDocument } from '../hooks/useOpenApiDocument';
import { filterGroups, referenceGroups } from '../model/apiReference';
import { ApiOperation } from './ApiOperation';
import './apiReference.css';

/** /docs/api (issue 29): the REST reference, read from /api/openapi.json, so it is always the running API's. */
export function ApiReferencePage() {
  const state = useOpenApiDocument();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => (state.status === 'ready' ? referenceGroups(state.document) : []), [state]);
  const shown = useMemo(() => filterGroups(groups, search), [groups, search]);

  return (
    <main className="api-reference">
      <header className="api-reference__header">
        <a href="/" aria-label="Back to your agents">
          <Logo />
        </a>
        <h1 className="page-heading__title">API reference</h1>
      </header>
      <p className="api-reference__lead">
        Every <code>/api</code> path, from the <a href="/api/openapi.json">OpenAPI 3.1 document</a> the server builds from the
        schemas it checks requests with. Call it with your session, or with an API key from the Developer tab as{' '}
        <code>Authorization: Bearer av_live_…</code>. The GraphQL schema is in <a href="/graphql">GraphiQL</a>.
      </p>
      {state.status === 'loading' && <PanelSkeleton label="Loading the API reference" cards={3} />}
      {state.status === 'error' && (
        <ErrorState
          title="Error Loading the API Reference"
          message="We could not load the OpenAPI document."
          detail={state.message}
          onRetry={state.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <label className="api-reference__search">
            <span>Find an operation</span>
            <input
              type="search"
              className="input"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="e.g. agents, POST, knowledge"
            />
          </label>
          {shown.length === 0 && <p className="api-reference__empty">No operation matches “{search.trim()}”.</p>}
          {shown.map((group) => (
            <section key={group.tag} className="api-reference__group" aria-labelledby={`tag-${group.tag}`}>
              <h2 id={`tag-${group.tag}`}>{group.title}</h2>
              {group.operations.map((operation) => (
                <ApiOperation key={operation.id} operation={operation} />
              ))}
            </section>
          ))}
        </>
      )}
    </main>
  );
}
