import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './address';
import { MESSAGES } from './messages';

describe('normaliseAddress', () => {
  it.each<[string, string]>([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['  https://vids.example.com/library?x=1  ', 'https://vids.example.com'],
    ['HTTPS://Vids.Example.COM', 'https://vids.example.com'],
    // No scheme: this machine and IP addresses over http, names over https.
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['192.168.1.20:3000/', 'http://192.168.1.20:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['vids.example.com', 'https://vids.example.com'],
    ['vids.example.com:8443', 'https://vids.example.com:8443'],
  ])('%j is %s', (input, baseUrl) => {
    expect(normaliseAddress(input)).toEqual({ ok: true, baseUrl });
  });

  it.each<[string, string]>([
    ['', MESSAGES.addressRequired],
    ['   ', MESSAGES.addressRequired],
    ['ftp://example.com', MESSAGES.addressNotHttp],
    ['javascript:alert(1)', MESSAGES.addressNotHttp],
    ['file:///etc/passwd', MESSAGES.addressNotHttp],
    ['chrome-extension://abc/popup.html', MESSAGES.addressNotHttp],
    ['http://', MESSAGES.addressInvalid],
    ['http://exa mple.com', MESSAGES.addressInvalid],
  ])('refuses %j', (input, message) => {
    expect(normaliseAddress(input)).toEqual({ ok: false, message });
  });
});
