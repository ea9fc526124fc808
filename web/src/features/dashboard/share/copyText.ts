/**
 * Copies `text`: the Clipboard API where the browser offers it (secure pages), else the old
 * copy command on the selected field. False when neither worked: the caller asks the owner to
 * copy the selected link themselves.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused (no permission, not focused): try the field */
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
