// Fails when files under src/ import each other in a circle, and names each circle.
// Type-only imports count too: two files that need each other's types are one idea split
// in two, or a third file's types misplaced; at run time a circle makes the order files
// run in depend on which is reached first, which is how a constant reads as undefined in
// one bundle and not another. `import()` does not count: it loads after both have run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = 'src';
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
};
walk(root);
const known = new Set(files);
const resolve = (from, spec) => {
  const base = normalize(join(dirname(from), spec));
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (known.has(base + ext)) return base + ext;
  return undefined;
};

// Static imports and re-exports, each statement from its keyword to its specifier.
const STATEMENT =
  /^\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;
const edges = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const m of text.matchAll(STATEMENT)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: each of more than one file is a circle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
const connect = (v) => {
  order.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)) {
    if (!order.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
  }
  if (low.get(v) === order.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component);
  }
};
for (const file of files) if (!order.has(file)) connect(file);

if (circles.length > 0) {
  console.error(`import-cycles: ${circles.length} circle(s) of imports under ${root}/:`);
  for (const circle of circles)
    console.error(
      `  ${circle
        .map((f) => relative(root, f))
        .sort()
        .join(' ↔ ')}`,
    );
  process.exit(1);
}
console.log(`import-cycles: ${files.length} files under ${root}/, no circle`);
