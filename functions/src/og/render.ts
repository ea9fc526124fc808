import { readFile } from 'node:fs/promises';
import type { SatoriOptions } from 'satori';
import type { OgImageInputs } from '@barbershop/core/seo';
import { OG_HEIGHT, OG_WIDTH, SITE_NAME, ogLayoutOf } from './layout';

type Node = Parameters<typeof import('satori').default>[0];
type Style = Record<string, string | number>;

const h = (type: string, style: Style, children?: Node | Node[], props: Record<string, unknown> = {}): Node =>
  ({ type, props: { style, children, ...props } }) as unknown as Node;

const INK = '#1a1a1a';
const ACCENT = '#b8860b';
const PICTURE_PX = 280;
const TOP_BAR = 16;
const PADDING = 56;
const FOOTER_HEIGHT = 44;
const INNER_WIDTH = OG_WIDTH - 2 * PADDING;
const MAIN_HEIGHT = OG_HEIGHT - TOP_BAR - 2 * PADDING - FOOTER_HEIGHT;

/**
 * Inter from its npm package (satori reads WOFF, not WOFF2), resolved at run time: the package is
 * a dependency of functions/, installed beside the bundle on deploy. Latin and Latin Extended
 * cover the names of UK shops (é, ł, ő…); satori falls back across the list glyph by glyph.
 */
/** Resolved when the first image is drawn, not when any function of this codebase starts. */
const fontFiles = () =>
  [
    [400, require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')],
    [700, require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')],
    [400, require.resolve('@fontsource/inter/files/inter-latin-ext-400-normal.woff')],
    [700, require.resolve('@fontsource/inter/files/inter-latin-ext-700-normal.woff')],
  ] as const;

let fonts: Promise<SatoriOptions['fonts']> | null = null;
function loadFonts(): Promise<SatoriOptions['fonts']> {
  fonts ??= Promise.all(
    fontFiles().map(async ([weight, file]) => ({ name: 'Inter', weight, style: 'normal' as const, data: await readFile(file) })),
  );
  return fonts;
}

/** The 1200×630 PNG: the picture (or initials) on the left, the name, the rating and the site name. */
export async function renderOgImage(inputs: OgImageInputs, picture: string | null): Promise<Buffer> {
  const layout = ogLayoutOf(inputs);
  const pictureNode = picture
    ? h('img', { width: PICTURE_PX, height: PICTURE_PX, borderRadius: 32, objectFit: 'cover' }, undefined, {
        src: picture,
        width: PICTURE_PX,
        height: PICTURE_PX,
      })
    : h(
        'div',
        {
          display: 'flex',
          width: PICTURE_PX,
          height: PICTURE_PX,
          borderRadius: 32,
          backgroundColor: INK,
          color: '#ffffff',
          fontSize: 120,
          fontWeight: 700,
          alignItems: 'center',
          justifyContent: 'center',
        },
        layout.initials,
      );
  const rating = layout.ratingText
    ? h('div', { display: 'flex', alignItems: 'center', marginTop: 28, fontSize: 40, color: INK }, [
        star(40),
        h('div', { display: 'flex', marginLeft: 14 }, layout.ratingText),
      ])
    : null;
  const tree = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      // the canvas's size (satori's own): a fixed width here would add the padding to it
      width: '100%',
      height: '100%',
      padding: PADDING,
      backgroundColor: '#faf7f2',
      fontFamily: 'Inter',
      borderTop: `${TOP_BAR}px solid ${ACCENT}`,
    },
    [
      h('div', { display: 'flex', width: INNER_WIDTH, height: MAIN_HEIGHT, alignItems: 'center' }, [
        pictureNode,
        h('div', { display: 'flex', flexDirection: 'column', marginLeft: 56, width: INNER_WIDTH - PICTURE_PX - 56 }, [
          ...layout.nameLines.map((line) =>
            h('div', { display: 'flex', fontSize: layout.nameFontSize, fontWeight: 700, color: INK, lineHeight: 1.1 }, line),
          ),
          ...(rating ? [rating] : []),
        ]),
      ]),
      h(
        'div',
        {
          display: 'flex',
          width: INNER_WIDTH,
          height: FOOTER_HEIGHT,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          fontSize: 30,
          color: '#555555',
        },
        [h('div', { display: 'flex' }, 'Book online'), h('div', { display: 'flex', fontWeight: 700, color: INK }, SITE_NAME)],
      ),
    ],
  );
  // loaded on first use: every function of the codebase loads this module, only ogImage draws
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(tree, { width: OG_WIDTH, height: OG_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** A drawn star: the font's Latin subsets have no ★ glyph. */
function star(size: number): Node {
  return h('svg', { width: size, height: size }, h('path', {}, undefined, { d: STAR_PATH, fill: ACCENT }), {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
  });
}

const STAR_PATH = 'M12 2l2.94 6.96L22 9.55l-5.5 4.86L18.18 22 12 18.27 5.82 22l1.68-7.59L2 9.55l7.06-.59z';
