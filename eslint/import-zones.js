// @ts-check
// The import rules of the house (docs/ARCHITECTURE.md, docs/decisions/0030-…) as
// import-x/no-restricted-paths zones: a zone forbids files under `target` to import files under
// `from` (but `except`).
import { readdirSync } from 'node:fs';

/** The feature folders under `dir`, read when the linter starts, so a new feature is covered. */
const featuresIn = (/** @type {string} */ dir) =>
  readdirSync(new URL(`../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Nothing outside a feature (another feature, or any of `outside`) reaches into it: everything
 * goes through its index.ts.
 */
function featureBoundaries(/** @type {string} */ dir, /** @type {string[]} */ outside) {
  const features = featuresIn(dir);
  return features.map((feature) => ({
    target: [
      ...features.filter((other) => other !== feature).map((other) => `./${dir}/${other}`),
      ...outside,
    ],
    from: `./${dir}/${feature}`,
    except: ['./index.ts'],
    message: `Import the ${feature} feature through its index.ts (@${dir.split('/')[1]}/features/${feature}).`,
  }));
}

/** For every file, tests included: features meet only at their index.ts; shared stays shared. */
export const boundaryZones = () => [
  ...featureBoundaries('src/server/features', [
    './src/server/app.ts',
    './src/server/main.ts',
    './src/server/core',
    './src/server/db',
    './src/server/http',
    './src/server/outbound',
    './src/server/test-support',
    './src/cli',
    './e2e',
    './bench',
    './scripts',
  ]),
  ...featureBoundaries('src/client/features', [
    './src/client/app',
    './src/client/main.tsx',
    './e2e',
    './bench',
    './scripts',
  ]),
  {
    target: './src/shared',
    from: ['./src/server', './src/client', './src/cli'],
    message: 'src/shared depends on nothing of the server, the client or the CLI.',
  },
  {
    target: ['./bench', './scripts'],
    from: './e2e',
    message:
      'Neither the bench nor the scripts import the browser tests; what they share lives in src/.',
  },
];

/**
 * For production code: the layers. (A test may reach across them to set up what it checks: a
 * database test creates a user through the users feature, a feature's test builds the app.)
 */
export const layerZones = () => [
  {
    target: './src/**',
    from: './src/**/test-support/**',
    message: 'Test helpers are for tests: production code does not import a test-support/ folder.',
  },
  {
    target: [
      './src/server/core',
      './src/server/db',
      './src/server/http',
      './src/server/ordering',
      './src/server/rate-limit',
      './src/server/config',
      './src/server/outbound',
    ],
    from: ['./src/server/features', './src/server/app.ts', './src/server/main.ts'],
    message:
      'The server’s shared parts do not depend on its features or on the app that wires them.',
  },
  {
    target: './src/server/features',
    from: ['./src/server/app.ts', './src/server/main.ts', './src/cli'],
    message: 'A feature does not depend on the app that wires it.',
  },
  {
    target: ['./src/client/components', './src/client/lib'],
    from: ['./src/client/features', './src/client/app'],
    message: 'components/ and lib/ serve every feature; they do not import features or app/.',
  },
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'A feature does not import app/: the app composes the features, not the reverse.',
  },
];
