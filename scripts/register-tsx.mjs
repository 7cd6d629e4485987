// Runs this project's TypeScript through tsx with this project's tsconfig.json (its path aliases,
// @shared/…, @server/…), wherever the process was started from: tsx alone looks for a tsconfig
// in the working directory. `node --import <this file> <entry.ts>` starts the server, the CLI and
// the PGlite thread.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
