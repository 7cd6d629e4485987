import { describe, expect, it } from 'vitest';
import { allowedHostName, hostNameOf, isLoopbackName } from './host-names';

describe('hostNameOf', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['LOCALHOST', 'localhost'],
    ['localhost.:3000', 'localhost'],
    ['127.1', '127.0.0.1'],
    ['2130706433:80', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['::1', '[::1]'],
    ['Vidshelf.Example.com', 'vidshelf.example.com'],
  ])('reads %j as %j', (authority, name) => {
    expect(hostNameOf(authority)).toBe(name);
  });

  it.each(['', 'evil.example/x', 'user@localhost', 'localhost?x', 'a b', '[::1'])(
    'refuses %j',
    (authority) => {
      expect(hostNameOf(authority)).toBeUndefined();
    },
  );
});

describe('isLoopbackName', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.200.3.4', '[::1]'])(
    '%s is this machine',
    (name) => expect(isLoopbackName(name)).toBe(true),
  );

  it.each(['localhost.evil.example', 'evil.example', '128.0.0.1', '0.0.0.0', '[::]', '10.0.0.1'])(
    '%s is not',
    (name) => expect(isLoopbackName(name)).toBe(false),
  );
});

describe('allowedHostName', () => {
  it.each(['example.com:80', 'example.com:', 'http://example.com', '*.example.com', 'a b'])(
    'refuses %j',
    (entry) => expect(allowedHostName(entry)).toBeUndefined(),
  );
});
