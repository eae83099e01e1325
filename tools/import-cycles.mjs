// `node tools/import-cycles.mjs [--with-types] [folder …]`: refuses any import cycle between the
// repository's own source files (or, given folders, the files under those). Every .ts/.tsx/.mjs under
// apps/*/src, apps/*/build, apps/*/bench, packages/*/src, e2e/src and e2e/bench is read with the
// TypeScript parser; its static imports, `export … from` and `import()` calls are followed when
// they name a file here: a relative path, `@portal/<package>/*` (the packages' `exports`) or `@/`
// (apps/web/tsconfig.json `paths`). The strongly connected components of that graph (Tarjan) are
// the cycles; each is printed and the exit code is 1.
//
// Type-only imports do not count: `import type …`, `export type … from` and `import { type A }`
// / `export { type A } from` when a name is imported with it as a value as well vanish when the
// TypeScript is compiled, so they tie no modules together at runtime. An import whose every named
// specifier is `type` does count: under `verbatimModuleSyntax` (tsconfig.base.json) it is kept as
// `import {} from '…'`, which still loads the module. `--with-types` lists the circles that
// type-only imports close as well, for information (the exit code stays 0).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders read when none are given, relative to the repository's root. */
export const SOURCE_FOLDERS = [
  'apps/*/src',
  'apps/*/build',
  'apps/*/bench',
  'packages/*/src',
  'e2e/src',
  'e2e/bench',
];

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs'];
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function expandFolder(root, pattern) {
  const parts = pattern.split('/');
  let folders = [root];
  for (const part of parts) {
    const next = [];
    for (const folder of folders) {
      if (part === '*') {
        if (!fs.existsSync(folder)) continue;
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          if (entry.isDirectory()) next.push(path.join(folder, entry.name));
        }
      } else {
        next.push(path.join(folder, part));
      }
    }
    folders = next;
  }
  return folders.filter((folder) => fs.existsSync(folder));
}

function sourceFilesUnder(folder) {
  const files = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFilesUnder(full));
    else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      if (!entry.name.endsWith('.d.ts')) files.push(full);
    }
  }
  return files;
}

/** `@portal/<name>/…` → the package's folder and its `exports` subpath patterns. */
function workspacePackages(root) {
  const packages = new Map();
  for (const folder of expandFolder(root, 'packages/*')) {
    const manifestPath = path.join(folder, 'package.json');
    if (!fs.existsSync(manifestPath)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    if (typeof manifest.name !== 'string') continue;
    const exportsField =
      typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
    packages.set(manifest.name, { folder, exports: exportsField });
  }
  return packages;
}

function resolveFile(candidate) {
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  // `./x.js` written for a `./x.ts` file.
  const withoutJs = candidate.replace(/\.js$/, '');
  for (const extension of RESOLVE_EXTENSIONS) {
    const file = withoutJs + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

function resolvePackageExport(pkg, subpath) {
  for (const [key, target] of Object.entries(pkg.exports)) {
    const targetPath = typeof target === 'string' ? target : (target?.import ?? target?.default);
    if (typeof targetPath !== 'string') continue;
    if (key === subpath) return resolveFile(path.join(pkg.folder, targetPath));
    const star = key.indexOf('*');
    if (star === -1) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const middle = subpath.slice(prefix.length, subpath.length - suffix.length);
      return resolveFile(path.join(pkg.folder, targetPath.replace('*', middle)));
    }
  }
  return undefined;
}

/** The file a specifier names, or undefined for a package outside the repository. */
function resolver(root) {
  const packages = workspacePackages(root);
  const webSource = path.join(root, 'apps/web/src');
  return (specifier, fromFile) => {
    if (specifier.startsWith('.')) {
      return resolveFile(path.resolve(path.dirname(fromFile), specifier.split('?')[0]));
    }
    if (specifier.startsWith('@/')) {
      return resolveFile(path.join(webSource, specifier.slice(2).split('?')[0]));
    }
    const match = /^(@[^/]+\/[^/]+)(\/.*)?$/.exec(specifier);
    if (match) {
      const pkg = packages.get(match[1]);
      if (pkg) return resolvePackageExport(pkg, `.${match[2] ?? ''}`);
    }
    return undefined;
  };
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'`
  return clause.isTypeOnly;
}

function isTypeOnlyExport(node) {
  return node.isTypeOnly;
}

/** The specifiers of the imports of `file` that load a module at runtime (or all, `withTypes`). */
export function runtimeSpecifiersOf(file, text = fs.readFileSync(file, 'utf8'), withTypes = false) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (withTypes || !isTypeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (withTypes || !isTypeOnlyExport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      !node.isTypeOnly &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      specifiers.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Every source file under `folders` (patterns with `*` for one folder level) and its imports. */
export function importGraph(root = repositoryRoot, folders = SOURCE_FOLDERS, withTypes = false) {
  const resolve = resolver(root);
  const files = [
    ...new Set(folders.flatMap((pattern) => expandFolder(root, pattern)).flatMap(sourceFilesUnder)),
  ].sort();
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of runtimeSpecifiersOf(file, undefined, withTypes)) {
      const target = resolve(specifier, file);
      if (target && known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each as a cycle's files. */
export function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  // Iterative, so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next];
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        lowLink.set(parent.node, Math.min(lowLink.get(parent.node), lowLink.get(frame.node)));
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components;
}

/** One path around a component: from its first file back to it, through its files only. */
export function cyclePath(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const route = [start];
        for (let step = node; step !== start; step = previous.get(step)) route.splice(1, 0, step);
        return [...route, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return component;
}

/** Each import cycle under `root` as the path around it, files relative to `root`. */
export function findImportCycles(
  root = repositoryRoot,
  folders = SOURCE_FOLDERS,
  withTypes = false,
) {
  const graph = importGraph(root, folders, withTypes);
  return cyclesOf(graph).map((component) =>
    cyclePath(graph, component).map((file) => path.relative(root, file).split(path.sep).join('/')),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const withTypes = process.argv.includes('--with-types');
  const folders = process.argv.slice(2).filter((arg) => arg !== '--with-types');
  const cycles = findImportCycles(
    repositoryRoot,
    folders.length > 0 ? folders : SOURCE_FOLDERS,
    withTypes,
  );
  if (cycles.length === 0) {
    console.log('No import cycle.');
  } else {
    console.error(
      `${cycles.length} import cycle(s)${withTypes ? ', type-only imports included' : ''}:`,
    );
    for (const cycle of cycles) console.error(`  ${cycle.join('\n    → ')}`);
    if (!withTypes) process.exit(1);
  }
}
