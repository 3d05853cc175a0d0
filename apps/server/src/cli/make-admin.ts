// `npm run admin -- <username or email>`: makes a teacher an admin teacher. An admin made here is
// never demoted by the ADMIN_EMAILS re-evaluation at start (only ADMIN_EMAILS admins are).
// `npm run admin -- --create <username> <email>` first creates the teacher, with the password
// from the ADMIN_PASSWORD environment variable (a fresh installation without mail, and the e2e).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { isStrongPassword } from '@o4f/contract';
import { loadConfigOrExit } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { hashChosenPassword } from '../features/auth/passwords.ts';
import {
  emailInUse,
  findTeacherByLogin,
  grantAdminByHand,
  insertTeacher,
  usernameInUse,
} from '../features/teachers/teachers.repository.ts';

const usage =
  'Usage: npm run admin -- <username or email>\n' +
  '       ADMIN_PASSWORD=... npm run admin -- --create <username> <email>';
const args = process.argv.slice(2).map((arg) => arg.trim());
const create = args[0] === '--create';
const [login, email] = create ? [args[1], args[2]?.toLowerCase()] : [args[0]];
const password = process.env.ADMIN_PASSWORD ?? '';
if (!login || (create && (!email || !/^[^@\s]+@[^@\s]+$/.test(email)))) {
  console.error(usage);
  process.exit(1);
}
if (create && !isStrongPassword(password)) {
  console.error('--create needs a strong password in ADMIN_PASSWORD.');
  process.exit(1);
}

const config = loadConfigOrExit();
// The embedded database takes one process at a time: while the server has it open, say so at once.
const database = await openConfiguredDatabase(config, { waitForDataDirMs: 0 }).catch(
  (error: Error) => {
    console.error(
      error.name === 'DataDirInUse' ? `Stop the server first: ${error.message}` : error,
    );
    process.exit(1);
  },
);
let exitCode = 0;
try {
  await database.migrate();
  const { db } = database;
  if (create && email) {
    if ((await emailInUse(db, email)) || (await usernameInUse(db, login))) {
      console.error(`A teacher with username "${login}" or email "${email}" exists already.`);
      exitCode = 1;
    } else {
      const teacher = await insertTeacher(db, {
        role: 'ADMIN',
        adminGrant: 'cli',
        username: login,
        email,
        firstName: 'Admin',
        lastName: 'Teacher',
        university: '',
        passwordHash: await hashChosenPassword(password),
        passwordKind: 'argon2',
      });
      console.log(`${teacher.username} (${teacher.email}) is created as an admin teacher.`);
    }
  } else {
    const teacher = await findTeacherByLogin(db, login);
    if (!teacher) {
      console.error(`No teacher with username or email "${login}".`);
      exitCode = 1;
    } else {
      await grantAdminByHand(db, teacher.id);
      console.log(
        teacher.role === 'ADMIN' && teacher.adminGrant === 'cli'
          ? `${teacher.username} (${teacher.email}) is already an admin teacher.`
          : `${teacher.username} (${teacher.email}) is now an admin teacher (kept whatever ADMIN_EMAILS says).`,
      );
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
