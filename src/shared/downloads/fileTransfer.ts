/** Saves a signed link (the browser streams it to disk) or a fetched file (through an object URL). */
export function saveFile(target: string | Blob, fileName: string) {
  const href = typeof target === 'string' ? target : URL.createObjectURL(target);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (typeof target !== 'string') setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
