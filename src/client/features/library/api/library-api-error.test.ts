import { describe, expect, it } from 'vitest';
import {
  alreadySavedOf,
  errorFromResponse,
  LibraryApiError,
  planLimitOf,
} from './library-api-error';

const SAVED = { id: 'v1', categoryId: 'c1', categoryName: 'Music' };
const MESSAGE = 'Already in your library in Music.';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('errorFromResponse', () => {
  it('keeps where a link is saved already', async () => {
    const error = await errorFromResponse(
      answer(409, { error: { code: 'already_saved', message: MESSAGE, video: SAVED } }),
    );
    expect(error).toBeInstanceOf(LibraryApiError);
    expect({ code: error.code, status: error.status, message: error.message }).toEqual({
      code: 'already_saved',
      status: 409,
      message: MESSAGE,
    });
    expect(error.video).toEqual(SAVED);
    expect(planLimitOf(error)).toBeNull();
  });

  it('drops a video that is not well-formed, rather than offer to open it', async () => {
    for (const video of [
      null,
      'v1',
      { id: 'v1', categoryId: 'c1' },
      { id: 1, categoryId: 'c1', categoryName: 'Music' },
      { ...SAVED, categoryName: null },
    ]) {
      const error = await errorFromResponse(
        answer(409, { error: { code: 'already_saved', message: MESSAGE, video } }),
      );
      expect(error.code, JSON.stringify(video)).toBe('already_saved');
      expect(error.video, JSON.stringify(video)).toBeUndefined();
    }
  });

  it('has no video for other errors, or for an answer that is not the API’s', async () => {
    const limited = await errorFromResponse(
      answer(403, {
        error: { code: 'plan_limit_reached', message: 'Full.', limitType: 'video' },
      }),
    );
    expect(limited.video).toBeUndefined();
    const gateway = await errorFromResponse(answer(502, '<h1>Bad gateway</h1>'));
    expect(gateway.video).toBeUndefined();
    expect(gateway.status).toBe(502);
  });
});

describe('alreadySavedOf', () => {
  it('gives the server’s words and the video for an already_saved refusal', () => {
    const error = new LibraryApiError(MESSAGE, {
      code: 'already_saved',
      status: 409,
      video: SAVED,
    });
    expect(alreadySavedOf(error)).toEqual({ message: MESSAGE, video: SAVED });
  });

  it('is null for anything else: another code, no video, not a library error', () => {
    expect(
      alreadySavedOf(
        new LibraryApiError('Full.', { code: 'plan_limit_reached', status: 403, video: SAVED }),
      ),
    ).toBeNull();
    expect(
      alreadySavedOf(new LibraryApiError(MESSAGE, { code: 'already_saved', status: 409 })),
    ).toBeNull();
    expect(alreadySavedOf(new Error(MESSAGE))).toBeNull();
    expect(alreadySavedOf({ code: 'already_saved', video: SAVED })).toBeNull();
    expect(alreadySavedOf(null)).toBeNull();
  });
});
