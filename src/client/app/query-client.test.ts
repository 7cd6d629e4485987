import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('the query client', () => {
  it('fails a change made offline at once instead of queueing it for later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const tried: string[] = [];
    const mutation = client.getMutationCache().build(client, {
      mutationFn: (url: string) => {
        tried.push(url);
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });

    await expect(mutation.execute('https://example.com/a')).rejects.toThrow('Failed to fetch');
    expect(tried).toEqual(['https://example.com/a']);
    expect(mutation.state.isPaused).toBe(false);
    expect(mutation.state.status).toBe('error');
  });
});
