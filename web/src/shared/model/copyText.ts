/** The part of the browser's clipboard a copy needs (absent on pages that are not secure). */
export type ClipboardWriter = Pick<Clipboard, 'writeText'> | null | undefined;

/** Puts the text on the clipboard: false when there is no clipboard or the browser refuses. */
export async function copyText(text: string, clipboard: ClipboardWriter): Promise<boolean> {
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
