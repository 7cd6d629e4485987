import { mkdirSync, writeFileSync } from 'node:fs';
import { answerCheckFiles, CHECKS_DIR } from './answer-checks/answer-checks';

// `npm run generate:checks`: rewrites the client's answer checks from the shared contracts.
// A unit test fails while the files on disk differ from what this writes.
mkdirSync(CHECKS_DIR, { recursive: true });
for (const { path, source } of await answerCheckFiles()) {
  writeFileSync(path, source);
  console.log(`wrote ${path}`);
}
