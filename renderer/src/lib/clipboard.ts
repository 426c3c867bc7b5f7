/** The part of navigator.clipboard the app uses, so a copy can be tested without a browser. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/**
 * Writes the text to the clipboard; false when the browser refuses (no permission, no secure
 * context, no clipboard at all), so the screen can offer the manual way instead.
 */
export async function copyText(text: string, clipboard: ClipboardWriter | undefined): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
