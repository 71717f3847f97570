/** To the plans page; out of an embedding page's frame, so the plans open as a page of their own. */
export function TopUpLink({ embedded }: { embedded: boolean }) {
  return (
    <a className="button button--primary" href="/#plan" target={embedded ? '_top' : undefined} data-testid="conversation-top-up">
      Top up credits
    </a>
  );
}
