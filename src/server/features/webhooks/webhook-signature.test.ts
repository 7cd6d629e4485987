import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryBody, newWebhookSecret, signatureOf } from './webhook-signature';

describe('webhook signatures', () => {
  it('signs the exact bytes with HMAC-SHA256 of the secret, as GitHub does', () => {
    // RFC 4231's test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signatureOf('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('is checked by a receiver in a few lines', () => {
    const secret = newWebhookSecret();
    const body = deliveryBody({
      id: '6f2b1f0e-3c53-4a7e-9d8e-2d1b4c5a6e7f',
      event: 'ping',
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      sentAt: new Date('2026-01-02T03:04:06.000Z'),
      attempt: 1,
      payload: { hello: 'wörld' },
    });
    const header = signatureOf(secret, body);
    // What the README shows a receiver doing.
    const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    expect(timingSafeEqual(Buffer.from(header), Buffer.from(expected))).toBe(true);
    expect(signatureOf(secret, `${body} `)).not.toBe(header);
  });

  it('writes the body’s fields in a documented order', () => {
    const body = deliveryBody({
      id: 'id-1',
      event: 'video.added',
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      sentAt: new Date('2026-01-02T03:05:00.000Z'),
      attempt: 2,
      payload: { id: 'v' },
    });
    expect(body).toBe(
      '{"id":"id-1","event":"video.added","createdAt":"2026-01-02T03:04:05.678Z","sentAt":"2026-01-02T03:05:00.000Z","attempt":2,"data":{"id":"v"}}',
    );
  });

  it('makes a new secret of 32 random bytes each time', () => {
    const one = newWebhookSecret();
    expect(one).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(one);
  });
});
