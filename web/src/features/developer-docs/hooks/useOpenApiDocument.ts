import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../shared/api/apiClient';
import { OpenApiDocument } from '../model/apiReference';

export type OpenApiState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; document: OpenApiDocument };

/** GET /api/openapi.json, with a retry after a failure. */
export function useOpenApiDocument(): OpenApiState & { retry: () => void } {
  const [state, setState] = useState<OpenApiState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest({ path: '/api/openapi.json', reply: OpenApiDocument, signal: controller.signal })
      .then((reply) => {
        if (reply.ok && reply.body) setState({ status: 'ready', document: reply.body });
        else setState({ status: 'error', message: `The server answered ${reply.status}.` });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry };
}
