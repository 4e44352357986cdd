// `npm run operator -- grant EMAIL | revoke EMAIL | list`: who may use the Admin area
// (docs/decisions/0034). Opens the database the configuration names (DATABASE_URL or DATA_DIR's
// PGlite; PGlite allows one process, so stop the server first when it uses PGlite).
// Exit codes: 0 done, 1 unknown e-mail address (or a configuration problem), 2 usage.
import { openMigratedDatabase } from '../../db/prepare.js';
import { runEntryPoint } from '../../lib/cli.js';
import {
  describeChange,
  grantOperator,
  listOperators,
  parseOperatorArgs,
  revokeOperator,
  USAGE,
} from './operators.js';

const command = parseOperatorArgs(process.argv.slice(2));
if (command.kind === 'usage') {
  console.error(USAGE);
  process.exit(2);
}

runEntryPoint(async (config, log) => {
  const database = await openMigratedDatabase(config, log);
  try {
    if (command.kind === 'list') {
      const rows = await listOperators(database.db);
      process.stdout.write(
        rows.length === 0
          ? 'No operators yet.\n'
          : rows.map((row) => `${row.email}  ${row.first_name}\n`).join(''),
      );
      return;
    }
    const change =
      command.kind === 'grant'
        ? await grantOperator(database.db, command.email)
        : await revokeOperator(database.db, command.email);
    const line = describeChange(change, command.kind === 'grant' ? 'operator' : 'member');
    if (change.ok) process.stdout.write(`${line}\n`);
    else {
      console.error(line);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
});
