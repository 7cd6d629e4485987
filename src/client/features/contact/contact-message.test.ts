import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS } from '@shared/constants';
import { AuthError } from '@client/lib/auth';
import {
  failure,
  fakeFetch,
  json,
  type SeenRequest,
} from '@client/lib/auth/test-support/test-fetch';
import { createContactApi } from './contact-api';
import {
  CONTACT_TEXTS,
  takingAtLeastOneSecond,
  trySend,
  validContactMessage,
} from './contact-message';

const filled = { name: ' Ada ', email: ' ada@example.com ', message: ' Hello \n' };
const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

describe('validContactMessage', () => {
  it('trims every field', () => {
    expect(validContactMessage(filled)).toEqual(message);
  });

  it.each(['name', 'email', 'message'] as const)('refuses a blank %s', (field) => {
    expect(validContactMessage({ ...filled, [field]: '' })).toBeNull();
    expect(validContactMessage({ ...filled, [field]: ' \t\n ' })).toBeNull();
  });
});

describe('trySend', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands the message to the sender', async () => {
    const send = vi.fn(() => Promise.resolve());
    expect(await trySend(message, send)).toEqual({ sent: true });
    expect(send).toHaveBeenCalledWith(message);
  });

  it('reports a failed send and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await trySend(message, () => Promise.reject(new Error('offline')))).toEqual({
      sent: false,
      reason: null,
    });
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps the server’s reason for too many messages or a refused field, not for others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = (code: 'rate_limited' | 'validation_failed' | 'internal_error') => () =>
      Promise.reject(new AuthError(`Server says ${code}`, { code, status: 400, fromServer: true }));
    expect(await trySend(message, refused('rate_limited'))).toEqual({
      sent: false,
      reason: 'Server says rate_limited',
    });
    expect(await trySend(message, refused('validation_failed'))).toEqual({
      sent: false,
      reason: 'Server says validation_failed',
    });
    expect(await trySend(message, refused('internal_error'))).toEqual({
      sent: false,
      reason: null,
    });
  });

  it('has the spec words', () => {
    expect(CONTACT_TEXTS).toEqual({
      missing: 'Please fill in all fields',
      sent: 'Your message has been sent successfully!',
      failed: 'Failed to send message. Please try again.',
    });
  });
});

describe('takingAtLeastOneSecond', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes one second when the server answers at once', async () => {
    vi.useFakeTimers();
    let done = false;
    void takingAtLeastOneSecond(() => Promise.resolve())(message).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for a slower server, and fails no sooner than the second', async () => {
    vi.useFakeTimers();
    let answer: () => void = () => undefined;
    let done = false;
    void takingAtLeastOneSecond(() => new Promise<void>((resolve) => (answer = resolve)))(
      message,
    ).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS * 3);
    expect(done).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);

    let failed = false;
    void takingAtLeastOneSecond(() => Promise.reject(new Error('offline')))(message).catch(
      () => (failed = true),
    );
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toBe(true);
  });
});

describe('createContactApi', () => {
  it('posts the message as JSON to /api/contact', async () => {
    const seen: SeenRequest = {};
    const api = createContactApi(fakeFetch(json(201, { id: 'x', createdAt: 'y' }), seen));
    await api.send(message);
    expect(seen.url).toBe('/api/contact');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe(JSON.stringify(message));
  });

  it('fails with the server’s code and message', async () => {
    const body = { error: { code: 'rate_limited', message: 'Wait a while.' } };
    const error = await failure(createContactApi(fakeFetch(json(429, body))).send(message));
    expect(error).toMatchObject({ code: 'rate_limited', message: 'Wait a while.', status: 429 });
  });
});
