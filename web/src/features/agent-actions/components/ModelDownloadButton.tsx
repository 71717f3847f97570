import type { ReactNode } from 'react';
import { modelDownloadState } from '../model/modelDownloadState';
import { modelFileName } from '../model/modelFileName';

interface ModelDownloadButtonProps {
  name: string | null | undefined;
  modelUrl: string | null | undefined;
  displayStatus: string;
  className: string;
  children?: ReactNode;
}

/** Spec 002 2.11: the model as '{name}-model.imx', or why it cannot be downloaded yet. */
export function ModelDownloadButton({ name, modelUrl, displayStatus, className, children }: ModelDownloadButtonProps) {
  const state = modelDownloadState(modelUrl, displayStatus);
  if (state !== 'available' || !modelUrl) {
    return (
      <button type="button" className={className} disabled data-testid="download-model">
        {children}
        {state === 'processing' ? 'Processing Model' : 'Model Not Available'}
      </button>
    );
  }
  return (
    <a className={className} href={modelUrl} download={modelFileName(name)} data-testid="download-model">
      {children}
      Download Model
    </a>
  );
}
