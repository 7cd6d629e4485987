import { createHash } from 'node:crypto';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import * as account from '@shared/contracts/account';
import * as auth from '@shared/contracts/auth';
import * as availability from '@shared/contracts/availability';
import * as imports from '@shared/contracts/import';
import * as library from '@shared/contracts/library';
import * as playback from '@shared/contracts/playback';
import * as subscriptionImport from '@shared/contracts/subscription-import';
import * as subscriptions from '@shared/contracts/subscriptions';
import * as tokens from '@shared/contracts/tokens';
import * as webhooks from '@shared/contracts/webhooks';
import { valibotSource } from './valibot-source';

/** Where the generated checks live: one file per contract module, imported as `@client/lib/contracts/…`. */
export const CHECKS_DIR = 'src/client/lib/contracts';

/**
 * The answers the client checks, by contract module: each `XSchema` becomes `XCheck`. A module
 * with `fingerprint` also exports `<MODULE>_CHECKS_FINGERPRINT`, a hash of its checks' source:
 * what the client keeps of its answers names the checks they passed (decision 0060).
 */
const ANSWER_CHECKS = [
  {
    contract: 'account',
    exports: account,
    checks: [
      'AccountSessionsSchema',
      'SecurityEventsSchema',
      'RevokedSessionsSchema',
      'PasswordChangedSchema',
    ],
  },
  {
    contract: 'auth',
    exports: auth,
    checks: ['SessionSchema', 'UserResponseSchema', 'AuthSettingsSchema'],
  },
  {
    contract: 'import',
    exports: imports,
    checks: ['ImportSchema', 'CurrentImportSchema', 'ImportReportPageSchema'],
  },
  {
    contract: 'library',
    exports: library,
    checks: [
      'CollectionSchema',
      'VideoSchema',
      'TagSchema',
      'BulkVideosResultSchema',
      'LibrarySchema',
      'LibraryChangesSchema',
      'TierInfoSchema',
      'LimitTypeSchema',
    ],
    fingerprint: true,
  },
  {
    contract: 'availability',
    exports: availability,
    checks: ['AvailabilityNoticeSchema'],
  },
  {
    contract: 'playback',
    exports: playback,
    checks: [
      'PlaybackSchema',
      'VideoPositionSchema',
      'PlaybackPositionSchema',
      'PlaybackPreferencesSchema',
    ],
  },
  {
    contract: 'subscription-import',
    exports: subscriptionImport,
    checks: ['SubscriptionImportPreviewSchema', 'SubscriptionImportReportSchema'],
  },
  {
    contract: 'subscriptions',
    exports: subscriptions,
    checks: ['SubscriptionsSchema', 'SubscriptionSchema', 'FeedPreviewSchema', 'FollowedSchema'],
  },
  {
    contract: 'tokens',
    exports: tokens,
    checks: ['ApiTokensSchema', 'CreatedApiTokenSchema', 'AllowedExtensionSchema'],
  },
  {
    contract: 'webhooks',
    exports: webhooks,
    checks: [
      'WebhooksSchema',
      'WebhookSchema',
      'CreatedWebhookSchema',
      'WebhookSecretSchema',
      'WebhookDeliverySchema',
      'WebhookDeliveriesSchema',
    ],
  },
] as const;

export interface GeneratedFile {
  path: string;
  source: string;
}

/** Every generated check file, formatted as prettier would leave it. */
export async function answerCheckFiles(): Promise<GeneratedFile[]> {
  return Promise.all(
    ANSWER_CHECKS.map(async (module) => {
      const { contract, exports, checks } = module;
      const path = `${CHECKS_DIR}/${contract}-checks.ts`;
      const fingerprint = 'fingerprint' in module && module.fingerprint;
      const source = checksSource(contract, exports, checks, fingerprint);
      return {
        path,
        source: await format(source, { ...(await resolveConfig(path)), filepath: path }),
      };
    }),
  );
}

/**
 * One contract module's checks. A schema the module exports and another one nests (a video in
 * the library) becomes its own constant, written before its first use; one from elsewhere is
 * written out where it is used.
 */
function checksSource(
  contract: string,
  exports: object,
  checks: readonly string[],
  fingerprint: boolean,
): string {
  const contractNames = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(exports)) {
    if (value instanceof z.ZodType && name.endsWith('Schema')) contractNames.set(value, name);
  }
  const written = new Map<z.ZodType, string>();
  const constants: string[] = [];
  const write = (schema: z.ZodType): string => {
    const known = written.get(schema);
    if (known) return known;
    const contractName = contractNames.get(schema);
    if (!contractName) throw new Error(`${contract} exports no schema of that name.`);
    const checkName = contractName.replace(/Schema$/, 'Check');
    const body = valibotSource(schema, (inner) => (contractNames.has(inner) ? write(inner) : null));
    const exported = checks.includes(contractName) ? 'export ' : '';
    constants.push(
      `${exported}const ${checkName}: v.GenericSchema<z.output<typeof ${contractName}>> = ${body};`,
    );
    written.set(schema, checkName);
    return checkName;
  };
  for (const name of checks) {
    const schema = (exports as Record<string, unknown>)[name];
    if (!(schema instanceof z.ZodType)) throw new Error(`${contract} exports no schema ${name}.`);
    write(schema);
  }
  const typeNames = [...written.keys()].map((schema) => contractNames.get(schema)).sort();
  if (fingerprint) constants.push(...fingerprintSource(contract, constants));
  return [
    `// Generated from src/shared/contracts/${contract}.ts by \`npm run generate:checks\`: do not edit.`,
    '// The client checks its answers with these valibot schemas, written from the shared zod',
    '// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).',
    "import * as v from 'valibot';",
    "import type { z } from 'zod';",
    `import type { ${typeNames.join(', ')} } from '@shared/contracts/${contract}';`,
    '',
    ...constants,
    '',
  ].join('\n');
}

/**
 * The fingerprint of a module's checks: any change of what they accept (a field added, renamed,
 * made nullable) changes their source and so this hash, with no one to remember to bump it.
 */
function fingerprintSource(contract: string, constants: readonly string[]): string[] {
  const hash = createHash('sha256').update(constants.join('\n')).digest('hex').slice(0, 16);
  return [
    '/** Changes with any check above: a local copy kept under another was checked by other checks. */',
    `export const ${contract.toUpperCase()}_CHECKS_FINGERPRINT = '${hash}';`,
  ];
}
