import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { AppError } from '../errors/app-error.ts';
import { createEmployee } from '../services/create-employee.ts';

const usage = 'Usage: npm run create-admin -- --name "Jane Smith" --email jane@example.com [--password ...]';

const { values } = parseArgs({
  options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
});
if (!values.name || !values.email) {
  console.error(usage);
  process.exit(1);
}

// Without --password a temporary one is generated, shown once, and must be changed at sign-in.
const password = values.password ?? randomBytes(12).toString('base64url');
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const employee = await createEmployee(database.db, {
    name: values.name,
    email: values.email,
    employeeType: 'management',
    password,
    mustChangePassword: values.password === undefined,
  });
  console.log(`Created management account #${employee.id} for ${employee.email}.`);
  if (values.password === undefined) console.log(`Temporary password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
