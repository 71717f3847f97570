/** Query parameters the gateway sets itself; additional parameters cannot replace them. */
export const RESERVED_VIEWER_PARAMS = ['share', 'model', 'app', 'sessionId', 'userId', 'user_id'] as const;

/**
 * Where links start: PUBLIC_BASE_URL when set, else the origin the request reached us at
 * (protocol and host as Express sees them behind TRUST_PROXY). With neither (a websocket
 * caller and no setting) the link is relative to the web app.
 */
export function publicOrigin(publicBaseUrl: string | undefined, requestOrigin: string | null): string {
  return publicBaseUrl ?? requestOrigin ?? '';
}

/**
 * The viewer route of an agent: `{origin}/view/{agentId}`, then `share` (the owner's token),
 * `model`, `app`, `sessionId`, then any further parameters in order. The user id is never put in a link.
 */
export function viewerUrl(
  origin: string,
  agentId: string,
  params: {
    share?: string | null;
    model?: string | null;
    app?: string | null;
    sessionId?: string | null;
    extra?: Array<[string, string]>;
  } = {},
): string {
  const query = new URLSearchParams();
  for (const key of ['share', 'model', 'app', 'sessionId'] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  for (const [key, value] of params.extra ?? []) {
    if (!(RESERVED_VIEWER_PARAMS as readonly string[]).includes(key)) query.append(key, value);
  }
  const search = query.toString();
  return `${origin}/view/${encodeURIComponent(agentId)}${search ? `?${search}` : ''}`;
}
