#!/usr/bin/env node
// The cycle check (`npm test` step "import cycles", docs/layers.md): madge reads the import graph
// of core/src, functions/src and web/src (type-only imports included: a type cycle ties two
// modules as tightly as a value one), and the check fails on a file cycle or on a folder cycle
// between domain folders (core/src/<x>, functions/src/<x>, functions/src/services/<x>,
// web/src/features/<x>, web/src/lib, web/src/shared, ...); test files are left out. Prints every
// cycle found, one path through it and, for a folder cycle, each folder edge inside it with one
// import behind it.
// scripts/cycles-allowlist.json lists cycles tolerated for now; a cycle inside a listed one passes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import madge from 'madge';
import { cyclicComponents, folderGraph, folderOf, isAllowed, shortestCycle, staleEntries } from './lib/cycles.mjs';
import { repoRoot } from './lib/paths.mjs';

const roots = [
  { root: 'core/src', tsConfig: 'core/tsconfig.json', domainParents: [] },
  { root: 'functions/src', tsConfig: 'functions/tsconfig.json', domainParents: ['services'] },
  { root: 'web/src', tsConfig: 'web/tsconfig.json', domainParents: ['features'] },
];
const allowlist = JSON.parse(readFileSync(join(repoRoot, 'scripts/cycles-allowlist.json'), 'utf8'));

/** The file graph of one source root, every path prefixed with the root (`functions/src/email/x.ts`). */
async function fileGraph({ root, tsConfig }) {
  const result = await madge(join(repoRoot, root), {
    baseDir: join(repoRoot, root),
    fileExtensions: ['ts', 'tsx'],
    // A test may reach across folders to build its fixture; only shipped code has layers. Files
    // of another workspace (core, reached through '@barbershop/core') are checked in their own root.
    excludeRegExp: [/\.test\.tsx?$/, /^\.\.\//],
    tsConfig: join(repoRoot, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const graph = {};
  for (const [file, imports] of Object.entries(result.obj())) {
    graph[`${root}/${file}`] = imports.map((i) => `${root}/${i}`);
  }
  return graph;
}

const found = { files: [], folders: [] };
let failures = 0;
for (const source of roots) {
  const files = await fileGraph(source);
  const { graph: folders, witness } = folderGraph(files, (file) => {
    const inRoot = file.slice(source.root.length + 1);
    return `${source.root}/${folderOf(inRoot, source.domainParents)}`;
  });
  for (const [kind, graph] of [
    ['files', files],
    ['folders', folders],
  ]) {
    for (const component of cyclicComponents(graph)) {
      found[kind].push(component);
      const allowed = isAllowed(component, allowlist[kind]);
      if (!allowed) failures++;
      const label = `${allowed ? 'allowed for now' : 'CYCLE'} (${kind === 'files' ? 'file' : 'folder'})`;
      const path = shortestCycle(graph, component);
      console.log(`${label}: ${path.join(' -> ')}`);
      if (component.length > path.length - 1)
        console.log(`  the same cycle also runs through: ${component.filter((n) => !path.includes(n)).join(', ')}`);
      if (kind === 'folders') {
        // Every folder edge inside the cycle, with one import behind it: the edges to cut.
        for (const from of component) {
          for (const to of graph[from].filter((t) => component.includes(t)).sort()) {
            console.log(`  ${from} -> ${to}  (${witness[`${from} -> ${to}`]})`);
          }
        }
      }
    }
  }
}
for (const kind of ['files', 'folders']) {
  for (const entry of staleEntries(found[kind], allowlist[kind])) {
    console.log(`no longer a cycle, remove it from scripts/cycles-allowlist.json: ${entry.join(', ')}`);
  }
}
const total = found.files.length + found.folders.length;
console.log(
  failures
    ? `${failures} import cycle(s) not allowed: break them (docs/layers.md)`
    : `no import cycle outside scripts/cycles-allowlist.json (${total} allowed for now)`,
);
process.exit(failures ? 1 : 0);
