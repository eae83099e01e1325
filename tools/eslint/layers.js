import path from 'node:path';

// Dependency direction (DESIGN §3), as an ESLint rule: domain ← contract ← apps; inside the web
// app app → features → components/lib/config; a feature never imports another feature; only
// *.repository.ts files (and the database layer itself) touch the database.

const root = path.resolve(import.meta.dirname, '../..');

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('packages/domain/')) return { name: 'domain' };
  if (rel.startsWith('packages/contract/')) return { name: 'contract' };
  if (rel.startsWith('apps/api/')) return { name: 'api', rel };
  const web = rel.match(/^apps\/web\/src\/([^/]+)(?:\/([^/]+))?/);
  if (web) {
    const [, area, sub] = web;
    if (area === 'features') return { name: 'web-feature', feature: sub };
    return { name: `web-${area.replace(/\.tsx?$/, '')}` };
  }
  if (rel.startsWith('apps/web/')) return { name: 'web-other' };
  if (rel.startsWith('e2e/')) return { name: 'e2e' };
  return { name: 'other' };
}

function resolveTarget(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) return path.join(root, 'apps/web/src', source.slice(2));
  const pkg = source.match(/^@portal\/(domain|contract|api|web)(\/.*)?$/);
  if (pkg) {
    const dir = {
      domain: 'packages/domain/src',
      contract: 'packages/contract/src',
      api: 'apps/api/src',
      web: 'apps/web/src',
    }[pkg[1]];
    return path.join(root, dir, pkg[2] ?? '');
  }
  return null;
}

const DB_MODULES = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;
const IMPURE_MODULES =
  /^(node:|fs$|path$|react|fastify|drizzle-orm|pg$|@electric-sql|@mantine|@tanstack)/;

function check(context, node, source) {
  const file = context.filename;
  const from = layerOf(file);
  const rel = path.relative(root, file).split(path.sep).join('/');
  const report = (message) => context.report({ node, message });

  if (from.name === 'domain' && IMPURE_MODULES.test(source))
    return report(`The domain package is pure: it may not import '${source}'.`);
  if (
    from.name === 'api' &&
    DB_MODULES.test(source) &&
    !/\.repository\.ts$/.test(rel) &&
    !rel.startsWith('apps/api/src/db/') &&
    !rel.startsWith('apps/api/src/testing/') &&
    !/\.test\.ts$/.test(rel) &&
    !rel.startsWith('apps/api/bench/')
  ) {
    // `sql` template tags and types are still database access: keep them in repositories.
    return report(`Only *.repository.ts files touch the database ('${source}').`);
  }
  const target = resolveTarget(file, source);
  if (!target) return;
  const to = layerOf(target.endsWith('.ts') || target.endsWith('.tsx') ? target : `${target}/x.ts`);
  const allowed = {
    domain: ['domain'],
    contract: ['domain', 'contract'],
    api: ['domain', 'contract', 'api'],
    'web-lib': ['domain', 'contract', 'web-lib', 'web-config'],
    'web-config': ['domain', 'contract', 'web-config'],
    'web-components': [
      'domain',
      'contract',
      'web-components',
      'web-lib',
      'web-config',
      'web-assets',
    ],
    'web-feature': [
      'domain',
      'contract',
      'web-feature',
      'web-components',
      'web-lib',
      'web-config',
      'web-assets',
      'web-testing',
    ],
    'web-app': [
      'domain',
      'contract',
      'web-app',
      'web-feature',
      'web-components',
      'web-lib',
      'web-config',
      'web-assets',
      'web-testing',
    ],
  }[from.name];
  if (!allowed) return;
  if (
    !allowed.includes(to.name) &&
    !(to.name === 'web-testing' && /\.test\.tsx?$/.test(rel)) &&
    from.name !== 'web-main'
  ) {
    return report(`'${from.name}' may not import from '${to.name}' (${source}).`);
  }
  if (from.name === 'web-feature' && to.name === 'web-feature' && from.feature !== to.feature) {
    return report(
      `Feature '${from.feature}' may not import feature '${to.feature}': compose them in app/.`,
    );
  }
}

export const layersPlugin = {
  rules: {
    'dependency-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => node.source && check(context, node, String(node.source.value));
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(context, node, String(node.source.value)),
        };
      },
    },
  },
};
