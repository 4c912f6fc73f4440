// ESLint rule: who may import whom.
//  - shared-contracts imports nothing of ours (and no npm package but zod);
//  - api imports only shared-contracts; remotes and the shell import shared-contracts and ui-kit, never each other;
//  - no relative import leaves its own package (a remote's stand-alone dev host and its build-time first paint,
//    src/first-paint.tsx, may use tooling/);
//  - inside a package: shared/lib code does not import features or app, features do not import each other.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const ALLOWED_WORKSPACE_IMPORTS = {
  'shared-contracts': [],
  // ui-kit's Radix entries import the shared core through its package name so it stays one instance.
  'ui-kit': ['shared-contracts', 'ui-kit'],
  api: ['shared-contracts'],
  shell: ['shared-contracts', 'ui-kit'],
  'quiz-app': ['shared-contracts', 'ui-kit'],
  'crossword-app': ['shared-contracts', 'ui-kit'],
  'admin-app': ['shared-contracts', 'ui-kit'],
  tooling: ['shared-contracts', 'ui-kit'],
  e2e: ['shared-contracts'],
  scripts: [],
};

const FRONT_ENDS = new Set(['quiz-app', 'crossword-app', 'admin-app']);

function packageOf(absolutePath) {
  const relative = path.relative(root, absolutePath);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0];
}

/** {area: 'features'|'shared'|'lib'|'app'|..., feature?: name} of a file inside <pkg>/src. */
function areaOf(absolutePath, pkg) {
  const relative = path.relative(path.join(root, pkg, 'src'), absolutePath);
  if (relative.startsWith('..')) return null;
  const [first, second] = relative.split(path.sep);
  if (first === 'features') return { area: 'features', feature: second };
  return { area: first?.includes('.') ? 'root' : first };
}

const LOWER_LAYERS = new Set(['shared', 'lib', 'components', 'hooks', 'utils', 'theme', 'toast', 'rules', 'schemas', 'domain']);

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [], docs: { description: 'Enforce who may import whom between the workspace packages' } },
      create(context) {
        const filename = context.filename;
        const pkg = packageOf(filename);
        if (!pkg || !(pkg in ALLOWED_WORKSPACE_IMPORTS)) return {};

        function check(node, source) {
          if (typeof source !== 'string') return;
          const report = (message) => context.report({ node, message });

          const workspace = /^@edna\/([^/]+)/.exec(source)?.[1];
          if (workspace) {
            if (!ALLOWED_WORKSPACE_IMPORTS[pkg].includes(workspace)) {
              report(`${pkg} may not import @edna/${workspace}`);
            }
            return;
          }
          if (!source.startsWith('.')) {
            const isTest = /\.test\.tsx?$/.test(filename);
            if (pkg === 'shared-contracts' && !isTest && source !== 'zod' && !source.startsWith('zod/')) {
              report('shared-contracts depends on zod only');
            }
            return;
          }

          const target = path.resolve(path.dirname(filename), source);
          const targetPkg = packageOf(target);
          if (targetPkg !== pkg) {
            const isStandaloneHost = FRONT_ENDS.has(pkg) && targetPkg === 'tooling' && filename.includes(`${path.sep}standalone${path.sep}`);
            const isFirstPaint = FRONT_ENDS.has(pkg) && targetPkg === 'tooling' && filename === path.join(root, pkg, 'src', 'first-paint.tsx');
            if (!isStandaloneHost && !isFirstPaint) report(`A relative import may not leave ${pkg}/ (${source}); import through the package's public name`);
            return;
          }
          const from = areaOf(filename, pkg);
          const to = areaOf(target, pkg);
          if (!from || !to) return;
          if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
            report(`Feature "${from.feature}" may not import feature "${to.feature}"; move the shared part to shared/`);
          } else if (LOWER_LAYERS.has(from.area) && (to.area === 'features' || to.area === 'app')) {
            report(`${from.area}/ may not import ${to.area}/ (shared → features → app)`);
          } else if (from.area === 'features' && to.area === 'app') {
            report('features/ may not import app/ (shared → features → app)');
          }
        }

        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
