import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SessionSchema } from '@shared/contracts/auth';
import { LibrarySchema, TierInfoSchema } from '@shared/contracts/library';
import { RevokedSessionsSchema } from '@shared/contracts/account';
import { RevokedSessionsCheck } from '@client/lib/contracts/account-checks';
import { SessionCheck } from '@client/lib/contracts/auth-checks';
import { LibraryCheck, TierInfoCheck } from '@client/lib/contracts/library-checks';
import { answerCheckFiles } from './answer-checks';
import { valibotSource } from './valibot-source';

const video = {
  id: '0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10',
  title: 'Never Gonna Give You Up',
  description: '',
  thumbnailUrl: null,
  channelName: 'Rick Astley',
  duration: null,
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  youtubeId: 'dQw4w9WgXcQ',
  categoryId: '5f0a3c1e-8b7d-4e2a-9c6f-1d2e3f4a5b6c',
  position: 'a0',
  createdAt: '2026-11-25T09:30:00.000Z',
  watchedAt: null,
  unavailable: true,
  unavailableSince: '2026-11-29T02:00:00.000Z',
  publishedAt: '2026-11-20T18:00:00.000Z',
  tags: ['Music'],
  note: 'Seen live.',
};
const tag = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Music' };
const library = {
  categories: [
    { id: video.categoryId, name: 'Unsorted', color: null, position: 'a0', isDefault: true },
  ],
  videos: [video],
  tags: [tag],
};
const tier = {
  tier: 'free',
  categoryCount: 1,
  videoCount: 1,
  categoryLimit: 5,
  videoLimit: 50,
  canAdd: true,
  limitType: 'video',
};
const session = {
  access_token: 'a',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_800_000_000,
  refresh_token: 'r',
  user: { id: video.id, email: 'ada@example.com', display_name: null, created_at: video.createdAt },
};

interface AnswerCase {
  name: string;
  contract: z.ZodType;
  check: v.GenericSchema;
  valid: unknown;
  invalid: unknown[];
}

/** Each answer, and what must be refused by the contract and by the client's check alike. */
const cases: AnswerCase[] = [
  {
    name: 'library',
    contract: LibrarySchema,
    check: LibraryCheck,
    valid: library,
    invalid: [
      { ...library, videos: [{ ...video, title: null }] },
      { ...library, videos: [{ ...video, thumbnailUrl: undefined }] },
      { ...library, categories: [{ ...library.categories[0], isDefault: 'yes' }] },
      { ...library, videos: [{ ...video, tags: 'Music' }] },
      { ...library, videos: [{ ...video, note: null }] },
      { ...library, tags: [{ ...tag, name: 7 }] },
      { categories: library.categories, videos: library.videos },
      { categories: library.categories },
    ],
  },
  {
    name: 'tier info',
    contract: TierInfoSchema,
    check: TierInfoCheck,
    valid: tier,
    invalid: [
      { ...tier, tier: 'gold' },
      { ...tier, videoCount: 1.5 },
      { ...tier, videoLimit: '50' },
      { ...tier, limitType: 'tag' },
    ],
  },
  {
    name: 'session',
    contract: SessionSchema,
    check: SessionCheck,
    valid: session,
    invalid: [
      { ...session, token_type: 'mac' },
      { ...session, expires_in: Number.MAX_SAFE_INTEGER + 2 },
      { ...session, user: { ...session.user, email: 7 } },
    ],
  },
  {
    name: 'revoked sessions',
    contract: RevokedSessionsSchema,
    check: RevokedSessionsCheck,
    valid: { revoked: 2, revoked_tokens: 0 },
    invalid: [{ revoked: -1, revoked_tokens: 0 }, { revoked: '2', revoked_tokens: 0 }, {}],
  },
];

describe('answer checks generated from the shared contracts', () => {
  it('are the files on disk: `npm run generate:checks` after a contract changes', async () => {
    for (const { path, source } of await answerCheckFiles()) {
      expect(readFileSync(path, 'utf8'), `${path} is out of date`).toBe(source);
    }
  });

  describe.each(cases)('the $name answer', ({ contract, check, valid, invalid }) => {
    it('is accepted by the contract and by the check', () => {
      expect(contract.safeParse(valid).success).toBe(true);
      expect(v.safeParse(check, valid).success).toBe(true);
    });

    it.each(invalid)('is refused by both when malformed: %j', (answer) => {
      expect(contract.safeParse(answer).success).toBe(false);
      expect(v.safeParse(check, answer).success).toBe(false);
    });
  });

  it('drops keys the contract does not know, as the contract does', () => {
    const answer = { revoked: 1, revoked_tokens: 3, extra: true };
    expect(RevokedSessionsSchema.parse(answer)).toEqual({ revoked: 1, revoked_tokens: 3 });
    expect(v.parse(RevokedSessionsCheck, answer)).toEqual({ revoked: 1, revoked_tokens: 3 });
  });

  it('refuses to write a check for a kind of schema it does not know', () => {
    const none = () => null;
    expect(() => valibotSource(z.object({ at: z.date() }), none)).toThrow(
      'An answer check cannot be generated for a zod "date" schema.',
    );
    expect(() => valibotSource(z.number().multipleOf(5), none)).toThrow(
      'An answer check cannot be generated for the zod check "multiple_of".',
    );
  });

  it('writes ranges as the contract states them', () => {
    const none = () => null;
    expect(valibotSource(z.number().gt(0).lte(10), none)).toBe(
      'v.pipe(v.number(), v.gtValue(0), v.maxValue(10))',
    );
  });
});
