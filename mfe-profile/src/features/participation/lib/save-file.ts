/** Hands a file the page fetched to the browser as a download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
