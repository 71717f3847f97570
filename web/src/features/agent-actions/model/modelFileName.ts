import { safeFileName } from './safeFileName';

/** Spec 002 section 9: the downloaded model is '{name}-model.imx'. */
export function modelFileName(name: string | null | undefined): string {
  return `${safeFileName(name)}-model.imx`;
}
