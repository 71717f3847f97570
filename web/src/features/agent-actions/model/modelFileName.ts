import { agentModelFileName } from '@avatarium/contracts';

/** Spec 002 2.11: the downloaded model is '{name}-model.imx', as the gateway's download header names it too. */
export function modelFileName(name: string | null | undefined): string {
  return agentModelFileName(name);
}
