import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  PasswordInputError,
  promptHidden,
  readNewPassword,
  readPasswordFromStream,
} from './read-password';

/** A stand-in terminal: a stream that says it is a TTY and records its raw mode. */
function terminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.rawModes.push(mode);
      return input;
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, shown: () => shown };
}

describe('reading a password', () => {
  it('from standard input: all of it, less one line break', async () => {
    expect(await readPasswordFromStream(Readable.from(['  two words \r\n']))).toBe('  two words ');
    await expect(readPasswordFromStream(Readable.from(['\n']))).rejects.toThrow(
      'No password on standard input.',
    );
  });

  it('at a terminal: nothing typed is shown, backspace works, raw mode is left', async () => {
    const { input, output, shown } = terminal();
    const read = promptHidden('Password: ', input, output);
    input.write('secrex');
    input.write('\u007ft\r');
    expect(await read).toBe('secret');
    expect(shown()).toBe('Password: \n');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('asks a new password twice and refuses two that differ', async () => {
    const same = terminal();
    const read = readNewPassword('prompt', same.input, same.output);
    same.input.write('pass phrase one\r');
    await new Promise((resolve) => setImmediate(resolve));
    same.input.write('pass phrase one\r');
    expect(await read).toBe('pass phrase one');

    const differ = terminal();
    const refused = readNewPassword('prompt', differ.input, differ.output);
    differ.input.write('one\r');
    await new Promise((resolve) => setImmediate(resolve));
    differ.input.write('two\r');
    await expect(refused).rejects.toThrow('The two passwords differ.');
  });

  it('refuses when there is no terminal to ask at, or the prompt is abandoned', async () => {
    await expect(promptHidden('Password: ', new PassThrough(), new PassThrough())).rejects.toThrow(
      PasswordInputError,
    );
    const { input, output } = terminal();
    const abandoned = promptHidden('Password: ', input, output);
    input.write('abc\u0003');
    await expect(abandoned).rejects.toThrow('No password given: the prompt was abandoned.');
    expect(input.rawModes).toEqual([true, false]);
  });
});
