import { withAdminClient } from '../src/server/test-support/admin-client';

// Creates or drops a database on a PostgreSQL server, for .ci/run:
//   tsx scripts/pg-database.ts create|drop|url <server-url> <name>
const [action, serverUrl, name] = process.argv.slice(2);
if (!action || !serverUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('Usage: tsx scripts/pg-database.ts create|drop|url <server-url> <database-name>');
  process.exit(2);
}

const url = new URL(serverUrl);
url.pathname = `/${name}`;
if (action === 'url') {
  console.log(url.toString());
} else {
  await withAdminClient(serverUrl, async (admin) => {
    if (action === 'create') await admin.query(`create database ${name}`);
    else if (action === 'drop') await admin.query(`drop database if exists ${name} with (force)`);
    else throw new Error(`Unknown action: ${action}`);
  });
}
