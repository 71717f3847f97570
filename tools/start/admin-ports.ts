/**
 * Each service's metrics admin port: METRICS_PORT_BASE (default: the gateway's port + 100)
 * plus the service's place in name order, so the numbers stay the same from run to run and
 * docs/operations.md can list them.
 */
export function adminPorts(
  names: readonly string[],
  gatewayPort: number,
  env: NodeJS.ProcessEnv = process.env,
): Map<string, number> {
  const base = Number(env.METRICS_PORT_BASE ?? gatewayPort + 100);
  return new Map([...names].sort().map((name, index) => [name, base + index]));
}

/**
 * What `npm start` says when a port it needs is held by another process (a second `npm start`,
 * another program): which one, whose, and how to move them, instead of a service restarting
 * with an exit code.
 */
export function portClashMessage(taken: ReadonlyMap<string, number>, gatewayPort: number): string | null {
  if (taken.size === 0) return null;
  const list = [...taken].map(([owner, port]) => `${port} (${owner})`).join(', ');
  const gatewayTaken = taken.has('gateway');
  const fix = gatewayTaken
    ? `stop the other process or start with another PORT (e.g. PORT=${gatewayPort + 1000} npm start)`
    : `stop the other process or move the services' metrics ports with METRICS_PORT_BASE (e.g. METRICS_PORT_BASE=${gatewayPort + 1100} npm start)`;
  return `port${taken.size > 1 ? 's' : ''} ${list} already in use: ${fix}`;
}
