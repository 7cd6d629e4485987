import { readNewPassword } from './read-password';
import { runCli } from './run-cli';

// `npm run cli -- <command>`: see USAGE in run-cli.ts.
runCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  // Prompts go to standard error, so that standard output stays the command's answer.
  readPassword: (source) => readNewPassword(source, process.stdin, process.stderr),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
