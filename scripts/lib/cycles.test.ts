// The cycle check's logic (scripts/check-cycles.mjs): which folder a file belongs to, the folder
// graph, the cycles found in a graph and the temporary allowlist.
import { describe, expect, it } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { cyclicComponents, folderGraph, folderOf, isAllowed, shortestCycle, staleEntries } from './cycles.mjs';

const functionsFolder = (file: string) => folderOf(file, ['services']);

describe('folderOf', () => {
  it('is the first folder, or the first two under a folder of domains', () => {
    expect(folderOf('email/sendEmail.ts', ['services'])).toBe('email');
    expect(folderOf('services/booking/read/shop.ts', ['services'])).toBe('services/booking');
    expect(folderOf('features/auth/LoginPage.tsx', ['features'])).toBe('features/auth');
    expect(folderOf('lib/api/client.ts', ['features'])).toBe('lib');
  });

  it('keeps a file at the root, or directly in a folder of domains, as its own node', () => {
    expect(folderOf('index.ts', ['services'])).toBe('index.ts');
    expect(folderOf('services/index.ts', ['services'])).toBe('services');
  });
});

describe('folderGraph', () => {
  it('joins files into folder edges, drops imports inside a folder, and names one import per edge', () => {
    const { graph, witness } = folderGraph(
      {
        'services/booking/a.ts': ['services/booking/b.ts', 'services/customers/c.ts'],
        'services/booking/b.ts': ['services/customers/d.ts'],
        'services/customers/c.ts': [],
        'services/customers/d.ts': [],
      },
      functionsFolder,
    );
    expect(graph).toEqual({ 'services/booking': ['services/customers'], 'services/customers': [] });
    expect(witness['services/booking -> services/customers']).toBe('services/booking/a.ts -> services/customers/c.ts');
  });

  it('finds a folder cycle that no file cycle shows (A imports B imports A through other files)', () => {
    const files = {
      'services/booking/create.ts': ['services/customers/phone.ts'],
      'services/customers/phone.ts': [],
      'services/customers/erase.ts': ['email/automations.ts'],
      'email/automations.ts': ['services/booking/token.ts'],
      'services/booking/token.ts': [],
    };
    expect(cyclicComponents(files)).toEqual([]);
    const { graph } = folderGraph(files, functionsFolder);
    expect(cyclicComponents(graph)).toEqual([['email', 'services/booking', 'services/customers']]);
  });
});

describe('cyclicComponents', () => {
  it('finds nothing in a graph whose imports only point down', () => {
    expect(cyclicComponents({ a: ['b', 'c'], b: ['c'], c: [] })).toEqual([]);
  });

  it('reports a two-file cycle, a longer one and a self-import, each once', () => {
    const graph = { a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c', 'a'], f: ['f'], g: ['a'] };
    expect(cyclicComponents(graph)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
  });

  it('puts two cycles that share a node in one component', () => {
    expect(cyclicComponents({ a: ['b', 'c'], b: ['a'], c: ['a'] })).toEqual([['a', 'b', 'c']]);
  });

  it('follows an import to a node the graph does not list', () => {
    expect(cyclicComponents({ a: ['outside'] })).toEqual([]);
  });

  it('handles a long chain without overflowing the stack', () => {
    const graph: Record<string, string[]> = {};
    for (let i = 0; i < 5_000; i++) graph[`n${i}`] = [`n${i + 1}`];
    graph['n5000'] = ['n0'];
    expect(cyclicComponents(graph)[0]).toHaveLength(5_001);
  });
});

describe('shortestCycle', () => {
  it('is a shortest path from the first node back to it, inside the component', () => {
    const graph = { a: ['b', 'c'], b: ['d'], c: ['a'], d: ['a'] };
    expect(shortestCycle(graph, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'a']);
    expect(shortestCycle({ f: ['f'] }, ['f'])).toEqual(['f', 'f']);
  });
});

describe('the allowlist', () => {
  const allowlist = [['email', 'services/booking', 'services/customers']];

  it('allows a listed cycle and any cycle left inside it once part of it is broken', () => {
    expect(isAllowed(['email', 'services/booking', 'services/customers'], allowlist)).toBe(true);
    expect(isAllowed(['services/booking', 'services/customers'], allowlist)).toBe(true);
  });

  it('refuses a cycle that reaches a folder outside the listed one, and everything when the list is empty', () => {
    expect(isAllowed(['http', 'services/booking'], allowlist)).toBe(false);
    expect(isAllowed(['a', 'b'], [])).toBe(false);
  });

  it('names the entries no cycle needs any more', () => {
    expect(staleEntries([['services/booking', 'services/customers']], allowlist)).toEqual([]);
    expect(staleEntries([], allowlist)).toEqual(allowlist);
  });
});
