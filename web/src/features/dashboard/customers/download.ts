/**
 * Hands the browser a CSV file to save. The byte-order mark makes Excel read the text as UTF-8
 * (names with accents); other programs skip it.
 */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the next task may free it
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
