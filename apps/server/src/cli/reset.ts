// npm run db:reset [-- --yes] — empties the embedded database (and its media) under DATA_DIR. When they
// hold anything it lists what it would delete and stops unless given --yes (cli/commands.ts).
import { resetCommand, YES_FLAG } from './commands';
import { cliConfig } from './context';

const config = cliConfig();
const result = await resetCommand({ config, yes: process.argv.includes(YES_FLAG) });
(result.code === 0 ? console.log : console.error)(result.message);
process.exit(result.code);
