import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import {
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  unique,
} from '../support/api.ts';
import { startWithSlides } from '../support/live.ts';
import { ownServer } from '../support/own-server.ts';
import { action } from '../support/ui.ts';
import { newUser, signIn } from '../support/users.ts';

// The join link without PUBLIC_URL, as `npm start` on a teacher's laptop runs: the teacher opens
// the app at the loopback address, yet Show code gives the machine's address on the local network
// (where phones can reach it), and a phone opening that link lands on Pick a mask. On a machine
// with no network address the link is the loopback one and the teacher is told phones cannot
// open it. (With PUBLIC_URL: projector.spec.ts.)

const port = Number(process.env.E2E_PORT ?? 3900) + 58;
// Listening on every address, as a laptop serving a classroom does.
const server = ownServer(port, { publicUrl: false, host: '0.0.0.0' });
test.use({ baseURL: server.url });

const MINUTE = 60_000;
const LOOPBACK_WARNING =
  "Phones cannot open this link: it points to this computer only. Set PUBLIC_URL to an address students' phones can reach (README, Running a lecture).";

/** The first IPv4 address of this machine on a network, as a phone in the room would reach it. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop('SIGTERM');
});

test('without PUBLIC_URL the join link is the local network address, and a phone can open it', async ({
  browser,
}) => {
  const baseURL = server.url;
  const session = await loginTeacher(baseURL, await registerTeacher(baseURL));
  const course = await createCourse(baseURL, session, { name: `Acoustics ${unique()}` });
  const lecture = await createLecture(baseURL, session, course.id, {
    name: `Resonance ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await startWithSlides(baseURL, session, lecture, ['Strings', 'Pipes']);

  const teacher = await newUser(browser);
  const t = teacher.page;
  await signIn(t, session, '/teacher/my-courses');
  await action(t, `Open course ${course.name}`).click();
  await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
  await t.goto(`/lecture/${lecture.lectureNum}/presentation`);
  await expect(t.getByText('Slide 1 of 2', { exact: true })).toBeVisible();

  await t.getByRole('button', { name: 'Show code', exact: true }).click();
  const stage = t.getByRole('region', { name: 'Join this lecture' });
  const shown = stage.getByRole('status', { name: 'Lecture Code' });
  await expect(shown).toHaveText(/^\d{6}$/);
  const code = (await shown.textContent())!.trim();
  const host = `${lanAddress ?? 'localhost'}:${port}`;
  const link = `http://${host}/join/${code}`;
  // Not the address the teacher opened the app at (127.0.0.1).
  await expect(stage.getByTestId('join-url')).toHaveText(`${host}/join/${code}`);
  await expect(stage.getByRole('img', { name: /^QR code: scan to join at / })).toHaveAttribute(
    'data-qr-value',
    link,
  );
  if (lanAddress) {
    await expect(stage.getByTestId('join-url-warning')).toHaveCount(0);
    // A phone in the room opens the link it scanned.
    const phone = await newUser(browser, { mobile: true });
    await phone.page.goto(link);
    await expect(phone.page.getByText('Select a mask to get a pseudonym')).toBeVisible();
    await phone.context.close();
  } else {
    await expect(stage.getByTestId('join-url-warning')).toHaveText(LOOPBACK_WARNING);
  }
  await teacher.context.close();
});
