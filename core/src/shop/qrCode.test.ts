import { describe, expect, it } from 'vitest';
import { qrPathData, qrSvgFile, qrViewSize, type QrMatrix } from './qrCode';

// As the real matrix, a read past a row's end would give the next row's module: refused here.
const matrixOf = (rows: string[]): QrMatrix => ({
  size: rows.length,
  get: (r, c) => {
    if (r < 0 || c < 0 || r >= rows.length || c >= rows.length) throw new Error(`read outside the code: ${r},${c}`);
    return rows[r]![c] === '#';
  },
});

describe('qrPathData', () => {
  it('draws each run of dark modules in a row as one rectangle, offset by the margin', () => {
    expect(qrPathData(matrixOf(['##.', '...', '.##']), 0)).toBe('M0 0h2v1h-2zM1 2h2v1h-2z');
    expect(qrPathData(matrixOf(['#.#', '...', '...']), 4)).toBe('M4 4h1v1h-1zM6 4h1v1h-1z');
  });

  it('runs to the end of the row, and draws nothing for a light code', () => {
    expect(qrPathData(matrixOf(['###', '.##', '..#']), 1)).toBe('M1 1h3v1h-3zM2 2h2v1h-2zM3 3h1v1h-1z');
    expect(qrPathData(matrixOf(['..', '..']))).toBe('');
  });

  it('leaves the standard quiet zone of 4 modules by default', () => {
    expect(qrPathData(matrixOf(['#']))).toBe('M4 4h1v1h-1z');
    expect(qrViewSize(matrixOf(['#']))).toBe(9);
    expect(qrViewSize(matrixOf(['##', '##']), 1)).toBe(4);
  });
});

describe('qrSvgFile', () => {
  it('is a black-on-white SVG with the quiet zone and an escaped title', () => {
    expect(qrSvgFile(matrixOf(['#.', '.#']), 'Book <Fade & Co>', 1)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="40" height="40" shape-rendering="crispEdges">' +
        '<title>Book &lt;Fade &amp; Co&gt;</title><rect width="4" height="4" fill="#fff"/>' +
        '<path fill="#000" d="M1 1h1v1h-1zM2 2h1v1h-1z"/></svg>',
    );
  });
});
