import { useState } from 'react';
import { LineIcon } from '../../../shared/components/LineIcon';

/** Shown after returning from checkout with ?upgrade_success=true (signed in only). */
export function UpgradeSuccessBanner() {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <div className="banner banner--success" role="status" data-testid="upgrade-success-banner">
      <LineIcon d="M6.2 10.3l2.5 2.5 5-5.3" size={18} strokeWidth={1.9}>
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
      </LineIcon>
      <span className="banner__text">Your subscription has been successfully updated!</span>
      <button type="button" className="icon-button banner__close" aria-label="Dismiss" onClick={() => setVisible(false)}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
