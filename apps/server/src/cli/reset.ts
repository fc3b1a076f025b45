// npm run db:reset [-- --yes] — empties the embedded database (and its media) under DATA_DIR. When they
// hold anything it lists what it would delete and stops unless given --yes (cli/commands.ts).
import { ConfigError, loadConfig } from '../env';
import { resetCommand, YES_FLAG } from './commands';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, { serving: false });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const result = await resetCommand({ config, yes: process.argv.includes(YES_FLAG) });
(result.code === 0 ? console.log : console.error)(result.message);
process.exit(result.code);
