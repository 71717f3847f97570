import { safeFileName } from './safeFileName';

/** Spec 002 section 9: the exported agent is '{name}.json'. */
export function exportFileName(name: string | null | undefined): string {
  return `${safeFileName(name)}.json`;
}
