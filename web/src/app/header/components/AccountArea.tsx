import { LineIcon } from '../../../shared/components/LineIcon';
import type { Session } from '../../../shared/session/useSession';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import { useSignOut } from '../../../features/auth/hooks/useSignOut';
import { AgentStatusNotices } from '../../../features/my-agents/components/AgentStatusNotices';
import { CreditBalanceBadge } from '../../../features/credits/components/CreditBalanceBadge';

/** Right side of the header: Sign In, or the live balance, the email and Sign Out. */
export function AccountArea({ session }: { session: Session }) {
  const { openAuthDialog } = useAuthDialog();
  const { signOut, signingOut } = useSignOut();

  if (session.status === 'loading') {
    return (
      <div className="account" aria-busy="true" aria-label="Loading your session">
        <span className="skeleton skeleton--pill" />
      </div>
    );
  }

  if (session.status !== 'signedIn') {
    return (
      <div className="account">
        <button
          type="button"
          className="button button--primary button--small"
          data-testid="sign-in-button"
          onClick={() => openAuthDialog('signIn')}
        >
          Sign In
        </button>
      </div>
    );
  }

  return (
    <div className="account">
      <CreditBalanceBadge key={session.user.id} />
      <AgentStatusNotices key={`notices-${session.user.id}`} />
      <span className="account__email" title={session.user.email}>
        {session.user.email}
      </span>
      {session.user.isOperator && (
        <a className="button button--ghost button--small" href="/operator" data-testid="operator-link">
          Operator
        </a>
      )}
      <a
        className="button button--ghost button--small"
        href="/settings"
        title="Settings: your provider keys"
        data-testid="settings-link"
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="10" cy="10" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path
            d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
        <span className="visually-hidden">Settings</span>
      </a>
      <button
        type="button"
        className="button button--ghost button--small account__sign-out"
        data-testid="sign-out-button"
        disabled={signingOut}
        title="Sign Out"
        onClick={() => void signOut()}
      >
        <LineIcon
          className="account__sign-out-icon"
          d="M8 3.5H5.5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2H8M12.5 6.5L16 10l-3.5 3.5M16 10H7.5"
          size={16}
          strokeWidth={1.7}
        />
        <span className="account__sign-out-label">{signingOut ? 'Signing out...' : 'Sign Out'}</span>
      </button>
    </div>
  );
}
