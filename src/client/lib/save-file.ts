/**
 * Hands a file to the browser's downloads: a click on an `<a download>` pointing at an object
 * URL. The URL is revoked a moment later, once the click has been acted on, so the blob is freed.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
