import { describe, expect, it } from 'vitest';
import type {
  SubscriptionImportPreview,
  SubscriptionImportReport,
} from '@shared/contracts/subscription-import';
import { SUBSCRIPTIONS_PER_USER_MAX } from '@shared/contracts/subscriptions';
import { SUBSCRIPTION_FILE_MAX_BYTES } from '@shared/subscription-file';
import {
  fileLine,
  followLabel,
  previewLines,
  problemText,
  reportCsv,
  reportFileName,
  reportHeading,
  reportLines,
  SUBSCRIPTIONS_MAX,
  subscriptionFileRefusal,
  toFollow,
} from './subscription-file-text';

const preview = (change: Partial<SubscriptionImportPreview>): SubscriptionImportPreview => ({
  format: 'youtube_takeout_csv',
  entries: 12,
  alreadyFollowing: 0,
  new: 12,
  room: 1000,
  problems: [],
  ...change,
});

const report = (change: Partial<SubscriptionImportReport>): SubscriptionImportReport => ({
  format: 'opml',
  followed: 2,
  alreadyFollowing: 0,
  skipped: 0,
  collectionName: 'Inbox',
  problems: [],
  results: [],
  ...change,
});

describe('the import’s preview', () => {
  it('names the file and its kind', () => {
    expect(fileLine('subscriptions.csv', 'youtube_takeout_csv')).toBe(
      'From subscriptions.csv (YouTube subscriptions from Google Takeout)',
    );
    expect(fileLine('feeds.opml', 'opml')).toBe('From feeds.opml (OPML)');
    expect(fileLine('profiles.db', 'freetube_db')).toBe(
      'From profiles.db (FreeTube subscriptions)',
    );
  });

  it('counts what the file holds, what is followed already, the room and the problems', () => {
    expect(previewLines(preview({}))).toEqual(['12 channels and feeds in the file']);
    expect(
      previewLines(
        preview({
          entries: 1,
          alreadyFollowing: 1,
          new: 0,
          problems: [{ source: 'line 3', value: 'x', reason: 'Not a YouTube channel id.' }],
        }),
      ),
    ).toEqual([
      '1 channel or feed in the file',
      '1 you follow already',
      '1 entry cannot be followed (below)',
    ]);
    expect(previewLines(preview({ new: 12, room: 10 }))).toContain(
      'You may follow 10 more: the other 2 would be skipped.',
    );
    expect(previewLines(preview({ new: 1200, entries: 1200, room: 0 }))).toContain(
      'You follow as many channels and feeds as you may: the 1,200 new ones would be skipped.',
    );
  });

  it('offers to follow the new ones within the room', () => {
    expect(toFollow(preview({ new: 12, room: 10 }))).toBe(10);
    expect(followLabel(10)).toBe('Follow 10 channels and feeds');
    expect(followLabel(1)).toBe('Follow 1 channel or feed');
    expect(followLabel(1000)).toBe('Follow 1,000 channels and feeds');
  });

  it('refuses a file over the cap before it is sent, in the server’s words', () => {
    expect(subscriptionFileRefusal({ size: SUBSCRIPTION_FILE_MAX_BYTES + 1 })).toBe(
      'Subscription files can be at most 2 MB.',
    );
    expect(subscriptionFileRefusal({ size: SUBSCRIPTION_FILE_MAX_BYTES })).toBeNull();
  });

  it('shows a problem with the value the file wrote', () => {
    expect(
      problemText({ source: 'line 4', value: 'UCbad', reason: 'Not a YouTube channel id.' }),
    ).toBe('line 4: Not a YouTube channel id. (UCbad)');
    expect(
      problemText({ source: 'line 3', value: '', reason: 'No address of a channel or feed.' }),
    ).toBe('line 3: No address of a channel or feed.');
  });
});

describe('the import’s report', () => {
  it('says what was followed and where the videos go, and what was not', () => {
    expect(reportHeading(report({}))).toBe(
      'Following 2 channels and feeds. Their new videos go to Inbox.',
    );
    expect(reportHeading(report({ followed: 0, collectionName: null }))).toBe(
      'No new channel or feed followed.',
    );
    expect(reportLines(report({ alreadyFollowing: 3, skipped: 4 }))).toEqual([
      'Nothing they listed before is added: only their new videos, from their first check on.',
      '3 you followed already',
      '4 skipped: you follow as many channels and feeds as you may (1,000).',
    ]);
    expect(SUBSCRIPTIONS_MAX).toBe(SUBSCRIPTIONS_PER_USER_MAX);
  });

  it('downloads as CSV in file order, formula-like cells quoted as text', () => {
    const csv = reportCsv(
      report({
        results: [
          {
            source: 'line 2',
            title: '=HYPERLINK("x")',
            url: 'https://a.example/',
            outcome: 'followed',
          },
          { source: 'line 10', title: 'Ten', url: 'https://b.example/', outcome: 'over_limit' },
        ],
        problems: [{ source: 'line 3', value: 'UCbad', reason: 'Not a YouTube channel id.' }],
      }),
    );
    expect(csv).toBe(
      '\uFEFF"Where in the file","Title","Address","Result","Detail"\r\n' +
        '"line 2","\'=HYPERLINK(""x"")","https://a.example/","Followed",""\r\n' +
        '"line 3","","UCbad","Not followed","Not a YouTube channel id."\r\n' +
        '"line 10","Ten","https://b.example/","Skipped: too many subscriptions",""\r\n',
    );
    // The user's own day names the file.
    expect(reportFileName(new Date(2026, 10, 21, 23, 30))).toBe(
      'vidshelf-subscriptions-import-2026-11-21.csv',
    );
  });
});
