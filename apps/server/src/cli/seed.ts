// npm run db:seed [-- --yes] — replaces the demo content (users and accounts are kept). On a database with
// content it lists what it would delete and stops unless given --yes (cli/commands.ts).
import { createMediaStorage } from '../media/storage';
import { seedCommand, YES_FLAG } from './commands';
import { cliConfig, cliDatabase } from './context';

const config = cliConfig();
const database = await cliDatabase(config);
let code = 1;
try {
  const result = await seedCommand({
    database,
    // The bucket of MEDIA_S3_* when configured, like the server's.
    storage: await createMediaStorage(config),
    yes: process.argv.includes(YES_FLAG),
    log: (msg: string) => console.log(msg),
  });
  (result.code === 0 ? console.log : console.error)(result.message);
  code = result.code;
} finally {
  await database.close();
}
process.exit(code);
