// The cycle check's logic (scripts/check-cycles.mjs feeds it madge's file graph): file cycles,
// folder cycles between the domain folders, and the temporary allowlist. Pure: no file access.
// A graph is `{ [node]: string[] }` (each node's imports); a cycle is reported as its strongly
// connected component (every node that can reach every other), so one report covers all the
// elementary cycles through the same nodes.

/**
 * The domain folder a file belongs to, from its path relative to a source root: the first
 * folder, or the first two when the first is a folder of domains (`services/booking`,
 * `features/auth`). A file at the root is its own node.
 */
export function folderOf(file, domainParents = []) {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  if (domainParents.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The folder graph of a file graph, and one file edge that witnesses each folder edge. */
export function folderGraph(fileGraph, toFolder) {
  const graph = {};
  const witness = {}; // 'a -> b' -> 'fileA -> fileB'
  for (const [file, imports] of Object.entries(fileGraph)) {
    const from = toFolder(file);
    graph[from] ??= [];
    for (const target of imports) {
      const to = toFolder(target);
      graph[to] ??= [];
      if (from === to) continue;
      if (!graph[from].includes(to)) graph[from].push(to);
      witness[`${from} -> ${to}`] ??= `${file} -> ${target}`;
    }
  }
  return { graph, witness };
}

/** The strongly connected components that hold a cycle (two or more nodes, or a self-import), sorted. */
export function cyclicComponents(graph) {
  // Tarjan's algorithm, iterative so a long import chain cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  let next = 0;
  const edges = (node) => graph[node] ?? [];
  for (const root of Object.keys(graph)) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges(node);
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges(node).includes(node)) found.push(component.sort());
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One shortest cycle through the first node of a component, as a path that ends where it starts. */
export function shortestCycle(graph, component) {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const target of graph[node] ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      queue.push(target);
    }
  }
  return [start, start];
}

/** A component is allowed when an allowlisted component holds all its nodes (a shrinking cycle stays allowed). */
export function isAllowed(component, allowlist = []) {
  return allowlist.some((entry) => component.every((node) => entry.includes(node)));
}

/** Allowlist entries no component needs any more: the cycle was removed, the entry can go. */
export function staleEntries(components, allowlist = []) {
  return allowlist.filter((entry) => !components.some((c) => c.every((node) => entry.includes(node))));
}
