import { describe, expect, it } from 'vitest';
import type { CollectionSummary } from './api';
import { MESSAGES } from './messages';
import {
  defaultCollection,
  failureOutcome,
  isAlert,
  openInVidshelfUrl,
  outcomeMessage,
  upgradeUrl,
} from './outcome';

const BASE = 'http://localhost:3000';

describe('failureOutcome', () => {
  it('says a server that does not answer cannot be reached, at its address', () => {
    const outcome = failureOutcome({ kind: 'network' }, BASE);
    expect(outcomeMessage(outcome)).toBe("Vidshelf can't be reached at http://localhost:3000.");
    expect(isAlert(outcome)).toBe(true);
  });

  it('says a refused token means this browser is no longer connected', () => {
    const error = { code: 'invalid_jwt' as const, message: 'Invalid JWT' };
    const outcome = failureOutcome({ kind: 'http', status: 401, error }, BASE);
    expect(outcome).toEqual({ kind: 'not-connected' });
    expect(outcomeMessage(outcome)).toBe('This browser is no longer connected to Vidshelf.');
  });

  it('tells where a link already is, in the server’s words, and links to it', () => {
    const error = {
      code: 'already_saved' as const,
      message: 'Already in your library in Watch later.',
      video: { id: 'v1', categoryId: 'c1', categoryName: 'Watch later' },
    };
    const outcome = failureOutcome({ kind: 'http', status: 409, error }, BASE);
    expect(outcome).toEqual({
      kind: 'already',
      message: 'Already in your library in Watch later.',
      videoId: 'v1',
      collectionName: 'Watch later',
    });
    expect(isAlert(outcome)).toBe(false);
    expect(openInVidshelfUrl(BASE, 'v1')).toBe('http://localhost:3000/?video=v1');
  });

  it('shows the plan limit in the server’s words, with the upgrade page for that limit', () => {
    const error = {
      code: 'plan_limit_reached' as const,
      message: 'The free plan holds at most 50 videos.',
      limitType: 'video' as const,
    };
    expect(failureOutcome({ kind: 'http', status: 403, error }, BASE)).toEqual({
      kind: 'limit',
      message: 'The free plan holds at most 50 videos.',
      upgradeUrl: 'http://localhost:3000/upgrade?limit=video',
    });
    expect(upgradeUrl(BASE)).toBe('http://localhost:3000/upgrade?limit=video');
  });

  it('offers to try again only where that may help', () => {
    const busy = { code: 'rate_limited' as const, message: 'Too many attempts.' };
    expect(failureOutcome({ kind: 'http', status: 429, error: busy }, BASE)).toEqual({
      kind: 'error',
      message: 'Too many attempts.',
      retry: true,
    });
    expect(failureOutcome({ kind: 'http', status: 502, error: null }, BASE)).toEqual({
      kind: 'error',
      message: MESSAGES.httpStatus(502),
      retry: true,
    });
    const invalid = { code: 'validation_failed' as const, message: 'Please enter a valid URL' };
    expect(failureOutcome({ kind: 'http', status: 400, error: invalid }, BASE)).toMatchObject({
      message: 'Please enter a valid URL',
      retry: false,
    });
    expect(failureOutcome({ kind: 'unexpected' }, BASE)).toMatchObject({ retry: false });
  });
});

describe('defaultCollection', () => {
  const collections: CollectionSummary[] = [
    { id: 'a', name: 'Music', isDefault: false },
    { id: 'u', name: 'Unsorted', isDefault: true },
    { id: 'b', name: 'Talks', isDefault: false },
  ];

  it('is the one last chosen, else Unsorted, else the first', () => {
    expect(defaultCollection(collections, 'b')?.name).toBe('Talks');
    expect(defaultCollection(collections, 'deleted-since')?.name).toBe('Unsorted');
    expect(defaultCollection(collections, undefined)?.name).toBe('Unsorted');
    expect(defaultCollection(collections.slice(2), undefined)?.name).toBe('Talks');
    expect(defaultCollection([], 'b')).toBeUndefined();
  });
});
