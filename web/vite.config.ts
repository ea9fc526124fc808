import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';

// BUNDLE_REPORT=1 writes .cache/bundle-report.html (treemap) and .json (raw data) of the build:
// where the public pages' kilobytes come from (docs/performance.md).
const report: PluginOption[] = process.env.BUNDLE_REPORT
  ? [
      visualizer({ filename: '../.cache/bundle-report.html', gzipSize: true, template: 'treemap' }),
      visualizer({ filename: '../.cache/bundle-report.json', gzipSize: true, template: 'raw-data' }),
    ]
  : [];

export default defineConfig(({ isSsrBuild }) => ({
  // the report is of the browser's build (the prerender's Node build would overwrite it)
  plugins: [react(), ...(isSsrBuild ? [] : report)],
  build: {
    target: 'es2022',
    // scripts/lib/ports.mjs gives each emulator port offset its own output folder.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Every browser the app supports (ES2022) knows <link rel="modulepreload">: the polyfill
    // would be 0.5 KB of the public pages' script for none of them (docs/performance.md).
    modulePreload: { polyfill: false },
    // Every module the first page imports statically goes in one file. Left to itself, rolldown
    // splits those the entry shares with lazy chunks into common files by which lazy chunks use
    // them (react and emotion, ButtonBase, Typography, the preload helper, …: 9 files), and each
    // file compresses on its own: 3.8 KB more gzip for the same code (docs/performance.md).
    // Modules only lazy chunks use are split as before. Not for the prerender's Node build.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial' as const] }] } } } }),
  },
  server: { port: 5173 },
}));
