import type { Session } from '../../session/hooks/useSession';
import { useAuthDialog } from '../../auth/hooks/useAuthDialog';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { CreditBalanceBadge } from '../../credits/components/CreditBalanceBadge';

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
      <span className="account__email" title={session.user.email}>
        {session.user.email}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        data-testid="sign-out-button"
        disabled={signingOut}
        onClick={() => void signOut()}
      >
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </button>
    </div>
  );
}
