import type { ReactNode } from 'react';

interface LineIconProps {
  /** The stroked path. */
  d: string;
  size: number;
  strokeWidth: number;
  viewBox?: string;
  className?: string;
  /** Drawn under the path (a ring around a check). */
  children?: ReactNode;
}

/** A decorative line icon drawn in the text's colour with round ends; hidden from assistive tech. */
export function LineIcon({ d, size, strokeWidth, viewBox = '0 0 20 20', className, children }: LineIconProps) {
  return (
    <svg className={className} viewBox={viewBox} width={size} height={size} aria-hidden="true">
      {children}
      <path d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
