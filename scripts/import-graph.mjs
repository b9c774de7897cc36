// The Worker's import graph at folder level, in four figures (issue 58: "layers, arrows, arrows
// pointing up"). Run with `node scripts/import-graph.mjs`; it cruises functions/ with the house
// config (.dependency-cruiser.cjs, so type-only imports count, as they do for no-cycles).
//
// - A node is a first-level folder under functions/ (`db`, `lib`, `shopify`, ...) or a top-level
//   file (`app.ts`, `env.ts`, ...): every module is collapsed into the node it sits in.
// - An arrow is a distinct node -> node import between two different nodes (many imports from
//   lib/ into db/ are one arrow).
// - Pointing up: the nodes that import one another in a ring (a strongly connected group) cannot
//   all be stacked with every arrow pointing down. Inside each ring the script finds the order,
//   bottom to top, that leaves the fewest arrows going against it (exactly, over every subset of
//   the ring; ties go to the alphabetically first). Those arrows point up: they are the fewest
//   imports that would have to go for the graph to be a clean stack. A clean stack has none.
// - Layers: with the upward arrows set aside the graph has no cycles. A node that imports nothing
//   of ours is on layer 0; any other is one above the highest node it imports. The figure is the
//   number of layers: a tall graph means long chains of "A needs B needs C".
import { execFileSync } from 'node:child_process';

const ROOT = 'functions/';

const cruise = () => {
  const json = execFileSync('npx', ['depcruise', 'functions', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(json).modules;
};

/** `functions/db/sessions.ts` -> `db`, `functions/env.ts` -> `env.ts`; outside functions/ -> undefined. */
const nodeOf = (path) => (path.startsWith(ROOT) ? path.slice(ROOT.length).split('/')[0] : undefined);

const graphOf = (modules) => {
  const nodes = new Set();
  const arrows = new Map();
  for (const { source, dependencies } of modules) {
    const from = nodeOf(source);
    if (!from) continue;
    nodes.add(from);
    if (!arrows.has(from)) arrows.set(from, new Set());
    for (const { resolved } of dependencies) {
      const to = nodeOf(resolved);
      if (to && to !== from) arrows.get(from).add(to);
    }
  }
  for (const targets of arrows.values()) for (const to of targets) nodes.add(to);
  return { nodes: [...nodes].sort(), arrows };
};

/** Tarjan's strongly connected groups: a map from node to its group's number. */
const groupsOf = ({ nodes, arrows }) => {
  const group = new Map();
  const index = new Map();
  const low = new Map();
  const stack = [];
  let next = 0;
  let groups = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of arrows.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (!group.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        group.set(member, groups);
      } while (member !== node);
      groups++;
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return group;
};

/**
 * The arrows pointing up inside one ring: over every subset of the ring (2^n, fine for the twenty
 * or so nodes of functions/), the cheapest bottom-to-top order, where placing a node above a set
 * costs the arrows from that set up to it.
 */
const upwardInRing = (ring, arrows) => {
  if (ring.length > 20) throw new Error(`A ring of ${ring.length} nodes is too large to order exactly.`);
  const imports = (from, to) => arrows.get(ring[from])?.has(ring[to]) ?? false;
  const full = (1 << ring.length) - 1;
  const cost = new Array(full + 1).fill(Infinity);
  const top = new Array(full + 1).fill(-1);
  cost[0] = 0;
  for (let set = 1; set <= full; set++)
    for (let v = 0; v < ring.length; v++) {
      if (!(set & (1 << v))) continue;
      const below = set & ~(1 << v);
      let against = 0;
      for (let u = 0; u < ring.length; u++) if (below & (1 << u) && imports(u, v)) against++;
      if (cost[below] + against < cost[set]) [cost[set], top[set]] = [cost[below] + against, v];
    }
  const height = new Map();
  for (let set = full, h = ring.length - 1; set; set &= ~(1 << top[set]), h--) height.set(ring[top[set]], h);
  return ring.flatMap((from) => [...(arrows.get(from) ?? [])].filter((to) => height.get(to) > height.get(from)).map((to) => [from, to]));
};

/** Longest path down to a leaf, per node, over the arrows that point down. */
const layersOf = (nodes, down) => {
  const layer = new Map();
  const layerOf = (node) => {
    if (!layer.has(node)) layer.set(node, Math.max(-1, ...[...(down.get(node) ?? [])].map(layerOf)) + 1);
    return layer.get(node);
  };
  for (const node of nodes) layerOf(node);
  return layer;
};

const graph = graphOf(cruise());
const group = groupsOf(graph);
const rings = new Map();
for (const node of graph.nodes) rings.set(group.get(node), [...(rings.get(group.get(node)) ?? []), node]);
const up = [...rings.values()].flatMap((ring) => (ring.length > 1 ? upwardInRing(ring, graph.arrows) : [])).sort();
const isUp = new Set(up.map(([from, to]) => `${from} ${to}`));
const all = [...graph.arrows].flatMap(([from, targets]) => [...targets].map((to) => [from, to]));
const down = new Map(graph.nodes.map((node) => [node, new Set([...(graph.arrows.get(node) ?? [])].filter((to) => !isUp.has(`${node} ${to}`)))]));
const layer = layersOf(graph.nodes, down);
const layers = Math.max(...layer.values()) + 1;

console.log(`${graph.nodes.length} nodes, ${layers} layers, ${all.length} arrows, ${up.length} pointing up`);
for (let l = layers - 1; l >= 0; l--) console.log(`  layer ${l}: ${graph.nodes.filter((n) => layer.get(n) === l).join(', ')}`);
if (up.length) console.log('Pointing up:');
for (const [from, to] of up) console.log(`  ${from} -> ${to}`);
