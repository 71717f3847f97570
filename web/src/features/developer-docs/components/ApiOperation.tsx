import type { ReferenceOperation } from '../model/apiReference';

/** One operation: a disclosure (keyboard: Tab, Enter) with its access, parameters, body and answers. */
export function ApiOperation({ operation }: { operation: ReferenceOperation }) {
  return (
    <details className="api-operation" id={operation.id}>
      <summary className="api-operation__summary">
        <span className={`api-operation__method api-operation__method--${operation.method.toLowerCase()}`}>
          {operation.method}
        </span>
        <code className="api-operation__path">{operation.path}</code>
        <span className="api-operation__title">{operation.summary}</span>
      </summary>
      <div className="api-operation__body">
        {operation.description && <p>{operation.description}</p>}
        <dl className="api-operation__access">
          <dt>Who</dt>
          <dd>{operation.access}</dd>
          <dt>API key</dt>
          <dd>
            {operation.keyScope === null ? (
              'Not with a key: the owner’s session only'
            ) : operation.keyScope === 'any' ? (
              'Any key'
            ) : (
              <>
                Scope <code>{operation.keyScope}</code>
              </>
            )}
          </dd>
        </dl>
        {operation.parameters.length > 0 && (
          <div className="api-operation__section">
            <h4>Parameters</h4>
            <div className="api-operation__table-wrap">
              <table className="api-operation__table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">In</th>
                    <th scope="col">Type</th>
                  </tr>
                </thead>
                <tbody>
                  {operation.parameters.map((parameter) => (
                    <tr key={`${parameter.in}-${parameter.name}`}>
                      <td>
                        <code>{parameter.name}</code>
                        {parameter.required && <span className="api-operation__required"> required</span>}
                      </td>
                      <td>{parameter.in}</td>
                      <td>
                        <code>{parameter.type}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {operation.body && (
          <div className="api-operation__section">
            <h4>
              Body <code>{operation.body.contentType}</code>
            </h4>
            <pre
              className="api-operation__schema"
              tabIndex={0}
              aria-label={`Body schema of ${operation.method} ${operation.path}`}
            >
              {operation.body.schema}
            </pre>
          </div>
        )}
        <div className="api-operation__section">
          <h4>Answers</h4>
          <ul className="api-operation__responses">
            {operation.responses.map((response) => (
              <li key={response.status}>
                <code>{response.status}</code> {response.description}
                {response.contentType && <span className="api-operation__type"> ({response.contentType})</span>}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
