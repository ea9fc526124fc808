/** A QR code's modules, as the `qrcode` package's `create(...).modules` has them. */
export interface QrMatrix {
  size: number;
  get(row: number, col: number): number | boolean;
}

/** The quiet zone around the code that scanners need, in modules (the standard's 4). */
export const QR_MARGIN = 4;

/**
 * The dark modules as one SVG path, each row's runs of dark modules as one rectangle, offset by
 * the quiet zone: a few hundred bytes where a rectangle per module would be tens of kilobytes.
 */
export function qrPathData(matrix: QrMatrix, margin = QR_MARGIN): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.get(row, col)) col += 1;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

/** The side of the drawing in modules: the code and its quiet zone on both sides. */
export const qrViewSize = (matrix: QrMatrix, margin = QR_MARGIN) => matrix.size + 2 * margin;

/** A stand-alone SVG file of the code (black on white), to download and print at any size. */
export function qrSvgFile(matrix: QrMatrix, title: string, margin = QR_MARGIN): string {
  const side = qrViewSize(matrix, margin);
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 10}" height="${side * 10}" shape-rendering="crispEdges">` +
    `<title>${escaped}</title><rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${qrPathData(matrix, margin)}"/></svg>`
  );
}
