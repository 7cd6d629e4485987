import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS } from '@shared/constants';
import { CONTACT_TEXTS, simulateSend, trySend, validContactMessage } from './contact-message';

const filled = { name: ' Ada ', email: ' ada@example.com ', message: ' Hello \n' };

describe('validContactMessage', () => {
  it('trims every field', () => {
    expect(validContactMessage(filled)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });
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

  const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

  it('hands the message to the sender', async () => {
    const send = vi.fn(() => Promise.resolve());
    expect(await trySend(message, send)).toBe(true);
    expect(send).toHaveBeenCalledWith(message);
  });

  it('reports a failed send and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await trySend(message, () => Promise.reject(new Error('offline')))).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });

  it('has the spec words', () => {
    expect(CONTACT_TEXTS).toEqual({
      missing: 'Please fill in all fields',
      sent: 'Your message has been sent successfully!',
      failed: 'Failed to send message. Please try again.',
    });
  });
});

describe('simulateSend', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes one second and touches no network', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let done = false;
    void simulateSend({ name: 'a', email: 'b', message: 'c' }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
