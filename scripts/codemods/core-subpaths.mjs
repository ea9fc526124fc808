#!/usr/bin/env node
// Moves the consumers of @barbershop/core from its one barrel to the subpath of each domain folder
// (`@barbershop/core/slots`, `@barbershop/core/booking`, ...), so each import shows which module it
// uses. Run it from the repository root: `node scripts/codemods/core-subpaths.mjs` (add
// `--dry-run` to list what it would change; `--indexes-only` does steps 1 and 2 only and keeps the
// barrel). It is idempotent and does, in order:
//   1. every folder of core/src (test-support aside) gets an index.ts re-exporting each of its
//      non-test modules (a module added since is added; the file is written only when it changes);
//   2. core/package.json's `exports` lists one subpath per folder;
//   3. every `import`/`export ... from '@barbershop/core'` in functions/, web/, e2e/, scripts/ and
//      bench/ is split into one declaration per folder; each name goes to the folder that
//      declares it (a type re-exported by a second folder still goes to its own); `import type`
//      stays a type import, and `type` on one name stays on it;
//   4. core/src/index.ts (the barrel) and the package's "." entry are deleted.
// A namespace, default or bare import of the barrel cannot be split: the script names the file
// and stops before writing anything.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dryRun = process.argv.includes('--dry-run');
const indexesOnly = process.argv.includes('--indexes-only');
const coreSrc = join(root, 'core', 'src');
const PACKAGE = '@barbershop/core';
const PRIVATE_FOLDERS = new Set(['test-support']);
const CONSUMERS = ['functions', 'web', 'e2e', 'scripts', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage']);
// build output (functions' bundle), not source
const SKIP_PATHS = new Set([join(root, 'functions', 'lib')]);

const writes = new Map(); // path -> new text (null: delete)
const write = (path, text) => writes.set(path, text);
const read = (path) => (writes.has(path) ? writes.get(path) : readFileSync(path, 'utf8'));

// 1. one index.ts per domain folder
const folders = readdirSync(coreSrc)
  .filter((f) => statSync(join(coreSrc, f)).isDirectory() && !PRIVATE_FOLDERS.has(f))
  .sort();
for (const folder of folders) {
  const modules = readdirSync(join(coreSrc, folder))
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && !/\.d\.ts$/.test(f) && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  const text =
    `// The public surface of @barbershop/core/${folder} (scripts/codemods/core-subpaths.mjs keeps it whole).\n` +
    modules.map((m) => `export * from './${m}';\n`).join('');
  const path = join(coreSrc, folder, 'index.ts');
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) write(path, text);
}

// 2. the package's subpaths
const pkgPath = join(root, 'core', 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
const exportsField = Object.fromEntries(folders.map((f) => [`./${f}`, `./src/${f}/index.ts`]));

// 3. which folder declares each name
const indexPath = (folder) => join(coreSrc, folder, 'index.ts');
const host = ts.createCompilerHost({});
const readFile = host.readFile.bind(host);
host.readFile = (p) => (writes.has(p) ? writes.get(p) : readFile(p));
const fileExists = host.fileExists.bind(host);
host.fileExists = (p) => writes.has(p) || fileExists(p);
const program = ts.createProgram(
  folders.map(indexPath),
  { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true },
  host,
);
const checker = program.getTypeChecker();
const folderOf = (file) => relative(coreSrc, file).split(sep)[0];
const exportedBy = new Map(); // name -> folders whose index exports it
const declaredIn = new Map(); // name -> folder of its declaration
for (const folder of folders) {
  const source = program.getSourceFile(indexPath(folder));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`core/src/${folder}/index.ts has no exports`);
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const name = symbol.getName();
    exportedBy.set(name, [...(exportedBy.get(name) ?? []), folder]);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    if (declaration) declaredIn.set(name, folderOf(declaration.getSourceFile().fileName));
  }
}
function folderFor(name, file) {
  const by = exportedBy.get(name);
  if (!by) throw new Error(`${file}: '${name}' is exported by no folder of core/src`);
  const home = declaredIn.get(name);
  return home && by.includes(home) ? home : by[0];
}

// 4. the consumers
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (SKIP_DIRS.has(entry) || SKIP_PATHS.has(path)) continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

const problems = [];
function rewrite(path) {
  const text = read(path);
  if (!text.includes(PACKAGE)) return;
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.(m?js)$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    if (!isImport && !ts.isExportDeclaration(node)) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier) || node.moduleSpecifier.text !== PACKAGE) continue;
    const where = `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const clause = isImport ? node.importClause : node;
    const bindings = isImport ? clause?.namedBindings : node.exportClause;
    if (!clause || (isImport && clause.name) || !bindings || !(ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
      problems.push(`${where}: only named imports and exports can be split`);
      continue;
    }
    const typeOnly = clause.isTypeOnly;
    const groups = new Map();
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const folder = folderFor(name, where);
      const spec = `${element.isTypeOnly ? 'type ' : ''}${element.propertyName ? `${element.propertyName.text} as ` : ''}${element.name.text}`;
      groups.set(folder, [...(groups.get(folder) ?? []), { spec, type: typeOnly || element.isTypeOnly }]);
    }
    const keyword = isImport ? 'import' : 'export';
    const lines = [...groups.keys()].sort().map((folder) => {
      const specs = groups.get(folder);
      const allTypes = specs.every((s) => s.type);
      const names = specs.map((s) => (allTypes ? s.spec.replace(/^type /, '') : s.spec));
      return `${keyword}${allTypes ? ' type' : ''} { ${names.join(', ')} } from '${PACKAGE}/${folder}';`;
    });
    edits.push({ start: node.getStart(), end: node.getEnd(), text: lines.join('\n') });
  }
  if (edits.length === 0) return;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  write(path, out);
}
if (!indexesOnly)
  for (const dir of CONSUMERS) if (existsSync(join(root, dir))) for (const path of sourceFiles(join(root, dir))) rewrite(path);

if (problems.length) {
  console.error(`Not rewritten (split these by hand, then run again):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// 5. no barrel: every consumer names its folder
const barrel = join(coreSrc, 'index.ts');
if (indexesOnly && existsSync(join(coreSrc, 'index.ts'))) pkg.exports = { '.': './src/index.ts', ...exportsField };
else {
  if (existsSync(barrel)) write(barrel, null);
  delete pkg.main;
  delete pkg.types;
  pkg.exports = exportsField;
}
const pkgText = `${JSON.stringify(pkg, null, 2)}\n`;
if (pkgText !== readFileSync(pkgPath, 'utf8')) write(pkgPath, pkgText);

// Prettier settles the line lengths of the split declarations.
const prettier = await import('prettier');
for (const [path, text] of writes) {
  if (text === null || !/\.(ts|tsx|mjs|js|json)$/.test(path)) continue;
  const options = await prettier.resolveConfig(path);
  writes.set(path, await prettier.format(text, { ...options, filepath: path }));
}

for (const [path, text] of [...writes].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${text === null ? 'delete' : 'write '} ${relative(root, path)}`);
  if (dryRun) continue;
  if (text === null) rmSync(path);
  else writeFileSync(path, text);
}
console.log(`${dryRun ? 'would change' : 'changed'} ${writes.size} files`);
