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
