/** Hands the browser a file to save (a CSV export, a QR code). */
export function downloadFile(filename: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the next task may free it
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV file: the byte-order mark makes Excel read the text as UTF-8 (names with accents); other programs skip it. */
export function downloadCsv(filename: string, csv: string): void {
  downloadFile(filename, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}
