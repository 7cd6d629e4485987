import { describe, expect, it } from 'vitest';
import { SOURCE_KINDS } from '@shared/contracts/subscriptions';
import { kindLabel } from './kind-label';

describe('kindLabel', () => {
  it('names every kind of source', () => {
    expect(SOURCE_KINDS.map(kindLabel)).toEqual([
      'YouTube channel',
      'YouTube playlist',
      'Vimeo',
      'PeerTube channel',
      'Feed',
    ]);
  });
});
