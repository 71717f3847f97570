const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a site pastes to embed the agent: an iframe of the embed URL. */
export function embedSnippet(url: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="400" height="600" ` +
    `style="border:0;border-radius:12px" allow="autoplay; microphone; clipboard-write" allowfullscreen></iframe>`
  );
}
