// @ts-check
// Two rules of the house the stock plugins cannot keep (docs/ARCHITECTURE.md, "Rules the linter
// keeps"): a feature's index.ts stays a small public face, and a module only tests use lives in a
// test-support/ folder, where production code may not reach it (the zones in import-zones.js).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} file */
const fromRoot = (file) => relative(root, file).split(sep).join('/');

/** A file that only tests run: a test, a browser test, or a test helper in its marked home. */
const isTestFile = (/** @type {string} */ path) =>
  /\.test\.tsx?$/.test(path) || path.startsWith('e2e/') || path.split('/').includes('test-support');

/** @type {import('eslint').Rule.RuleModule} */
const indexExports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A feature’s index.ts exports at most `max` names.' },
    schema: [
      { type: 'object', properties: { max: { type: 'integer' } }, additionalProperties: false },
    ],
    messages: {
      tooMany:
        'This feature’s index exports {{count}} names, more than {{max}}: export only what other features use, or carve the feature (docs/ARCHITECTURE.md).',
      star: 'Name what a feature’s index exports: `export *` hides how large its public face is.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 20;
    let count = 0;
    return {
      ExportNamedDeclaration(node) {
        if (node.declaration?.type === 'VariableDeclaration') {
          count += node.declaration.declarations.length;
        } else if (node.declaration) {
          count += 1;
        }
        count += node.specifiers.length;
      },
      ExportDefaultDeclaration() {
        count += 1;
      },
      ExportAllDeclaration(node) {
        context.report({ node, messageId: 'star' });
      },
      'Program:exit'(node) {
        if (count > max) context.report({ node, messageId: 'tooMany', data: { count, max } });
      },
    };
  },
};

const sourceDirs = ['src', 'e2e', 'bench', 'scripts', 'extension'];
const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]|\bvi\.importActual(?:<[^>]*>)?\(\s*['"]([^'"\n]+)['"]/g;
const aliases = { '@shared/': 'src/shared/', '@server/': 'src/server/', '@client/': 'src/client/' };

/** @param {string} dir @returns {string[]} */
function sourceFilesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesIn(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** @param {string} base @returns {string | undefined} */
function existingModule(base) {
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** @param {string} importer @param {string} specifier */
function resolveSpecifier(importer, specifier) {
  if (specifier.startsWith('.')) return existingModule(resolve(dirname(importer), specifier));
  for (const [alias, dir] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) {
      return existingModule(join(root, dir, specifier.slice(alias.length)));
    }
  }
  return undefined;
}

/** @type {Map<string, Set<string>> | undefined} module (from the root) → the files importing it */
let importers;

/** Read once per lint run: every import in the sources, by the module it names. */
function importersByModule() {
  if (importers) return importers;
  importers = new Map();
  for (const file of sourceDirs.flatMap((dir) => sourceFilesIn(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(specifierPattern)) {
      const target = resolveSpecifier(file, match[1] ?? match[2] ?? '');
      if (!target) continue;
      const key = fromRoot(target);
      const set = importers.get(key) ?? new Set();
      set.add(fromRoot(file));
      importers.set(key, set);
    }
  }
  return importers;
}

/** @type {import('eslint').Rule.RuleModule} */
const testHelperHome = {
  meta: {
    type: 'problem',
    docs: { description: 'A module only tests import lives in a test-support/ folder.' },
    schema: [],
    messages: {
      onlyTests:
        'Only tests import this module ({{importers}}): move it into a test-support/ folder beside the code it serves (docs/ARCHITECTURE.md).',
    },
  },
  create(context) {
    const path = fromRoot(context.filename);
    if (isTestFile(path)) return {};
    return {
      Program(node) {
        const users = [...(importersByModule().get(path) ?? [])];
        if (users.length > 0 && users.every(isTestFile)) {
          const named = users.slice(0, 2).join(', ') + (users.length > 2 ? ', …' : '');
          context.report({ node, messageId: 'onlyTests', data: { importers: named } });
        }
      },
    };
  },
};

export const houseRules = {
  meta: { name: 'vidshelf-house-rules' },
  rules: { 'index-exports': indexExports, 'test-helper-home': testHelperHome },
};
