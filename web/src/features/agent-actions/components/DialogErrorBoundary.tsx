import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DialogRenderError } from './DialogRenderError';

interface DialogErrorBoundaryProps {
  onClose: () => void;
  children: ReactNode;
}

/** Spec 002 2.3: a dialog that fails to render shows 'Error loading dialog. Please try again.' instead. */
export class DialogErrorBoundary extends Component<DialogErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A dialog failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <DialogRenderError onClose={this.props.onClose} /> : this.props.children;
  }
}
