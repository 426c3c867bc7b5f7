/**
 * The import boundaries of docs/architecture.md, as an ESLint rule (`local/import-boundaries`).
 *
 * Renderer: a feature (renderer/src/features/<f>/) never imports another feature; lib/, components/
 * and api/ never import a feature. Backend: layers import downwards only. The composition root
 * (server.ts, main.ts, import-worker.ts, db/seed/, testing/) wires everything and may import anything; nothing else
 * imports it. The base (http/, db/, lib/, clock, config, context, logger) never imports modules/.
 * Outside its own folder a module is reached only through its service (never its routes or
 * repository); inside it, a repository imports neither the service nor the routes, and nothing but
 * routes imports routes. Backend tests compose the pieces they check, like the composition root,
 * so they are exempt there (not in the renderer).
 *
 * A rule of our own rather than core `no-restricted-imports`: that one matches the import text,
 * and `../../billing/x` is another feature or not depending on how deep the importing file is;
 * this one resolves the path first (relative and `@/`), and also sees `import()` and `export from`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BACKEND = 'backend/src/';
const RENDERER = 'renderer/src/';

const toRepoPath = (absolute) => path.relative(ROOT, absolute).split(path.sep).join('/');
const stripExtension = (file) => file.replace(/\.(?:d\.)?[cm]?[jt]sx?$/, '');

/** The repository path an import points at, or undefined for a package. */
function resolveImport(specifier, fromFile) {
  if (specifier.startsWith('.')) return stripExtension(toRepoPath(path.resolve(path.dirname(fromFile), specifier)));
  if (specifier.startsWith('@/')) return stripExtension(`${RENDERER}${specifier.slice(2)}`);
  return undefined;
}

// ---- renderer ----

const featureOf = (file) => /^renderer\/src\/features\/([^/]+)(?:\/|$)/.exec(file)?.[1];

function rendererViolation(from, to) {
  const target = featureOf(to);
  if (target === undefined) return undefined;
  const source = featureOf(from);
  if (source !== undefined && source !== target) {
    return `feature "${source}" may not import feature "${target}": move what both need to renderer/src/lib, components or api`;
  }
  if (/^renderer\/src\/(?:lib|components|api)\//.test(from)) {
    return `renderer/src/${from.split('/')[2]} is shared by the features and may not import one ("${target}")`;
  }
  return undefined;
}

// ---- backend ----

/** The layer of a path inside a module: its routes, repository, service, or pure logic (service layer). */
function moduleLayer(pathInModule) {
  const parts = pathInModule.split('/').map(stripExtension);
  if (parts.some((part) => /(?:^|-)routes$/.test(part))) return 'routes';
  if (parts.some((part) => /(?:^|-)repository$/.test(part))) return 'repository';
  if (parts.some((part) => /(?:^|-)service$/.test(part))) return 'service';
  return 'logic';
}

function moduleOf(pathInBackend) {
  const match = /^modules\/([^/]+)\/(.+)$/.exec(pathInBackend);
  return match ? { name: match[1], layer: moduleLayer(match[2]) } : undefined;
}

const isComposition = (pathInBackend) => /^(?:server|main|import-worker)$|^(?:db\/seed|testing)(?:\/|$)/.test(stripExtension(pathInBackend));
/** The base layer: what modules build on (db/ apart from the seed, http/, lib/, clock, config, context, logger). */
const isBase = (pathInBackend) => /^(?:db|http|lib)\/|^(?:clock|config|context|logger)$/.test(stripExtension(pathInBackend));
const isTest = (pathInBackend) => /\.test\.tsx?$/.test(pathInBackend);

function backendViolation(fromFile, to) {
  if (!to.startsWith(BACKEND)) return undefined;
  const from = fromFile.slice(BACKEND.length);
  const target = to.slice(BACKEND.length);
  if (isComposition(from) || isTest(from)) return undefined;
  if (isComposition(target)) return `${target} is the composition root: only server.ts, main.ts and db/seed import it`;
  const targetModule = moduleOf(target);
  if (!targetModule) return undefined;
  if (isBase(from)) return `${stripExtension(from).split('/')[0]} sits below the modules and may not import ${target}`;
  const sourceModule = moduleOf(from);
  if (sourceModule?.name !== targetModule.name) {
    if (targetModule.layer === 'routes' || targetModule.layer === 'repository') {
      return `another module's ${targetModule.layer} (${target}) is private to it: go through modules/${targetModule.name}/service`;
    }
    return undefined;
  }
  if (sourceModule.layer === 'repository' && (targetModule.layer === 'service' || targetModule.layer === 'routes')) {
    return `a repository holds SQL only and may not import the ${targetModule.layer} (${target})`;
  }
  if (sourceModule.layer !== 'routes' && targetModule.layer === 'routes') {
    return `routes are the top of a module: its ${sourceModule.layer} may not import ${target}`;
  }
  return undefined;
}

// ---- the rule ----

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; backend layers import downwards only (docs/architecture.md).' },
    schema: [],
    messages: { crossed: 'Import boundary: {{reason}}.' },
  },
  create(context) {
    const fromFile = toRepoPath(context.filename);
    const check = fromFile.startsWith(RENDERER) ? rendererViolation : fromFile.startsWith(BACKEND) ? backendViolation : undefined;
    if (!check) return {};
    const visit = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, context.filename);
      const reason = target === undefined ? undefined : check(fromFile, target);
      if (reason) context.report({ node: source, messageId: 'crossed', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => visit(node.source),
      ExportNamedDeclaration: (node) => visit(node.source),
      ExportAllDeclaration: (node) => visit(node.source),
      ImportExpression: (node) => visit(node.source),
    };
  },
};

export default { meta: { name: 'local' }, rules: { 'import-boundaries': importBoundaries } };
