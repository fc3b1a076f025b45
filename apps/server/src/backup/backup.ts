// npm run backup / npm run restore (issue 15): one .tar.gz with a manifest, a logical dump of every table
// and the media files. The dump is engine-independent: each value is PostgreSQL's own text form of it
// (what `::text` gives and every type's input accepts), so a PGlite backup restores into PostgreSQL and
// back, timestamps, jsonb, arrays, numeric and bytea included, exactly.
//
// Its parts: format.ts (the manifest), archive.ts (the .tar.gz, through tar-stream), read.ts (an archive
// read in one pass and checked against its manifest), create.ts, restore.ts. The command line
// (cli/backup.ts, cli/restore.ts) and the tests use them through this file.
export { createBackup } from './create';
export { BackupError, defaultBackupName } from './format';
export { verifyBackup } from './read';
export { restoreBackup } from './restore';
