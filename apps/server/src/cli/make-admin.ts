// `npm run admin -- <username or email>`: makes a teacher an admin teacher.
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { loadConfigOrExit } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { findTeacherByLogin, updateTeacher } from '../features/teachers/teachers.repository.ts';

const login = process.argv[2]?.trim();
if (!login) {
  console.error('Usage: npm run admin -- <username or email>');
  process.exit(1);
}

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
let exitCode = 0;
try {
  await database.migrate();
  const teacher = await findTeacherByLogin(database.db, login);
  if (!teacher) {
    console.error(`No teacher with username or email "${login}".`);
    exitCode = 1;
  } else if (teacher.role === 'ADMIN') {
    console.log(`${teacher.username} (${teacher.email}) is already an admin teacher.`);
  } else {
    await updateTeacher(database.db, teacher.id, { role: 'ADMIN' });
    console.log(`${teacher.username} (${teacher.email}) is now an admin teacher.`);
  }
} finally {
  await database.close();
}
process.exit(exitCode);
