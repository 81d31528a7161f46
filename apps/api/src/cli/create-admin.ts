/**
 * Creates (or promotes) an admin: `npm run admin:create -- admin@example.org 'a-strong-password'`
 * or with ADMIN_EMAIL / ADMIN_PASSWORD in the environment. Uses the same database settings as the server.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureAdmin } from '../seed/admin.ts';

const [emailArg, passwordArg] = process.argv.slice(2);
const config = loadConfig();
const email = emailArg ?? config.adminEmail;
const password = passwordArg ?? config.adminPassword;
if (!email || !password || password.length < 8) {
  console.error('usage: npm run admin:create -- <email> <password of at least 8 characters>');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.databaseTimeouts,
});
// Nodes may be starting at the same moment: migrate under their start-up lock.
await database.exclusively(async () => {
  await database.migrate();
  await ensureAdmin(database.db, { email, password });
});
await database.close();
console.log(`admin ${email} is ready`);
