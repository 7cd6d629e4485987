import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '@client/features/library';
import { saveFailureOf, savedTo } from './save-messages';

// The server's own messages (a LibraryApiError) are shown as they come, and where a link is
// saved already with it: e2e/save-link.e2e.ts, e2e/library-already-saved.e2e.ts.
describe('the save screen’s texts', () => {
  it('names the collection saved into', () => {
    expect(savedTo('Music')).toBe('Saved to Music.');
  });

  it('falls back to the spec’s add-video failure for an error that is not the API’s', () => {
    expect(saveFailureOf(new TypeError('boom'))).toEqual({
      message: FAILURE_MESSAGES.addVideo,
      limit: null,
      alreadySaved: null,
    });
  });
});
