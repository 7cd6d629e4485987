import type { Readable, Writable } from 'node:stream';

/** No password could be read: the command is refused with usage help (exit 2). */
export class PasswordInputError extends Error {}

/** Where a command takes its password from; never the command line, which `ps` shows. */
export type PasswordSource = 'stdin' | 'prompt';

const NO_TERMINAL =
  'No password given: pipe it in with --password-stdin, or run the command in a terminal to be asked for it.';

/**
 * The whole of standard input, less one trailing line break (`echo "$PW" | … --password-stdin`,
 * or a file redirected in). Everything else in it is the password, spaces included.
 */
export async function readPasswordFromStream(input: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (password === '') throw new PasswordInputError('No password on standard input.');
  return password;
}

/** The terminal side of a prompt: raw mode so the typed characters are not echoed. */
export interface PromptInput extends Readable {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** Reads one line typed at `prompt` without echoing it. Ctrl-C or Ctrl-D abandon it. */
export function promptHidden(prompt: string, input: PromptInput, output: Writable) {
  if (!input.isTTY || !input.setRawMode) return Promise.reject(new PasswordInputError(NO_TERMINAL));
  const setRawMode = input.setRawMode.bind(input);
  output.write(prompt);
  setRawMode(true);
  input.resume();
  return new Promise<string>((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') {
          return finish(new PasswordInputError('No password given: the prompt was abandoned.'));
        }
        // Backspace or delete: drop the last character typed (whole code points).
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * A new password asked twice at the terminal, so a typo cannot lock the account out; the
 * standard-input route takes it once (a script knows what it sends).
 */
export async function readNewPassword(
  source: PasswordSource,
  input: PromptInput,
  output: Writable,
): Promise<string> {
  if (source === 'stdin') return readPasswordFromStream(input);
  const first = await promptHidden('New password: ', input, output);
  if (first === '') throw new PasswordInputError('No password given.');
  const again = await promptHidden('Repeat the password: ', input, output);
  if (again !== first) throw new PasswordInputError('The two passwords differ.');
  return first;
}
