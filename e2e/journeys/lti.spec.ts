import { expect, test, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import {
  ROLES,
  startLtiPlatform,
  type LaunchOptions,
  type LtiPlatformDouble,
} from '../../apps/server/src/testing/lti-platform.ts';
import {
  API,
  apiContext,
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  unique,
  uploadSlides,
  type TeacherAccount,
} from '../support/api.ts';
import { action, barEntry, lectureCard, reactionBar } from '../support/ui.ts';
import { newUser, signIn, type User } from '../support/users.ts';

// A learning platform (the tests' LTI 1.3 double: its own keys, JWKS, OIDC authorization
// endpoint) frames the tool on a course page. The teacher adds the tool there and links one
// lecture (Deep Linking); the teacher starts that lecture and shows its Lecture Code; three
// students open the activity from the platform and land at Pick a mask, wait, are admitted and
// react, with no code typed and no private ID or password; the teacher sees pseudonyms only.

// The admin teacher the e2e server is started with (playwright.config.ts).
const ADMIN: TeacherAccount = {
  firstName: 'Stats',
  lastName: 'Admin',
  email: 'stats.admin@school.example.edu',
  university: '',
  username: 'stats.admin',
  password: 'Stats4dmin',
};
const DL_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items';
const CONTEXT = { id: `ctx-${unique()}`, title: 'Physics 101' };

/**
 * The platform's course page with the tool in a frame, as an LMS shows an LTI activity: the
 * frame starts at the tool's login initiation answer (the platform's authorization URL).
 */
async function openFromPlatform(
  page: Page,
  platform: LtiPlatformDouble,
  toolUrl: string,
  launch: LaunchOptions,
): Promise<void> {
  const { response } = await platform.initiateLogin(toolUrl, launch);
  expect(response.status).toBe(302);
  const authorization = response.headers.get('location')!;
  const coursePage = `${platform.url}/course/${CONTEXT.id}/${unique()}`;
  await page.route(coursePage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        `<!doctype html><title>${CONTEXT.title}</title><h1>${CONTEXT.title}</h1>` +
        `<iframe title="Open4Feedback" src="${authorization.replaceAll('"', '&quot;')}"` +
        ' style="width:100%;height:720px;border:0"></iframe>',
    }),
  );
  await page.goto(coursePage);
}

const tool = (page: Page) => page.frameLocator('iframe[title="Open4Feedback"]');
const toolFrame = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame())!;

test('from an LMS course page: the teacher links a lecture, three students react in it without a code or credentials', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(250_000);
  const platform = await startLtiPlatform();
  const users: User[] = [];
  try {
    const account = await registerTeacher(baseURL!);
    const session = await loginTeacher(baseURL!, account);
    const course = await createCourse(baseURL!, session, { name: `Optics ${unique()}` });
    const now = Date.now();
    const lecture = await createLecture(baseURL!, session, course.id, {
      name: `Refraction ${unique()}`,
      startTime: new Date(now - 5 * 60_000).toISOString(),
      endTime: new Date(now + 60 * 60_000).toISOString(),
    });
    await uploadSlides(baseURL!, session, lecture, ["Snell's law", 'Summary']);

    await test.step('an admin registers the platform (as the admin page does)', async () => {
      const admin = await loginTeacher(baseURL!, ADMIN);
      const api = await apiContext(baseURL!, admin.token);
      const added = await api.post(`${API}/v1/lti/platforms`, {
        data: platform.manualInput(`Test LMS ${unique()}`),
      });
      expect(added.status(), await added.text()).toBe(201);
      await api.dispose();
    });

    const teacher = await newUser(browser);
    users.push(teacher);
    const t = teacher.page;
    let custom: Record<string, string> = {};

    await test.step('the signed-in teacher adds the tool in the LMS and links the lecture', async () => {
      await signIn(t, session, '/teacher/my-courses');
      const deepLinked = new Promise<string>((resolve) => {
        void t.route(platform.endpoints.deepLinkReturn, async (route) => {
          resolve(new URLSearchParams(route.request().postData() ?? '').get('JWT') ?? '');
          await route.fulfill({ contentType: 'text/html', body: '<p>Activity added.</p>' });
        });
      });
      await openFromPlatform(t, platform, baseURL!, {
        messageType: 'LtiDeepLinkingRequest',
        roles: [ROLES.instructor],
        sub: `teacher-${unique()}`,
        context: CONTEXT,
      });
      const frame = tool(t);
      // Signed in already: the tool asks before it ties this LMS identity to the account.
      await frame.getByRole('button', { name: 'Yes, link it to my account' }).click();
      await expect(
        frame.getByRole('heading', { name: 'Link Open4Feedback to your course' }),
      ).toBeVisible();
      // The one-time code never stays in the frame's address.
      expect(new URL(toolFrame(t).url()).hash).toBe('');
      await frame.getByRole('combobox', { name: 'Course' }).click();
      await frame.getByRole('option', { name: new RegExp(course.name) }).click();
      await frame.getByRole('combobox', { name: 'Lecture' }).click();
      await frame.getByRole('option', { name: new RegExp(lecture.name) }).click();
      await frame.getByRole('button', { name: 'Add to the learning platform' }).click();
      const jwt = await deepLinked;
      const items = decodeJwt(jwt)[DL_CLAIM] as { type: string; custom?: Record<string, string> }[];
      expect(items).toHaveLength(1);
      expect(items[0]!.type).toBe('ltiResourceLink');
      custom = items[0]!.custom ?? {};
      expect(custom).toMatchObject({
        course_id: String(course.id),
        lecture_num: String(lecture.lectureNum),
      });
      await expect(frame.getByText('Activity added.')).toBeVisible();
    });

    await test.step('the teacher starts the lecture and shows its Lecture Code', async () => {
      await t.goto('/teacher/my-courses');
      await action(t, `Open course ${course.name}`).click();
      await lectureCard(t, lecture.name).click();
      await expect(t).toHaveURL(/\/teacher\/class-status$/);
      await t.getByRole('button', { name: 'Start Lecture', exact: true }).click();
      const warning = t.getByRole('dialog', { name: 'New connection' });
      await warning.getByRole('button', { name: 'Start lecture', exact: true }).click();
      await expect(t).toHaveURL(/\/lecture\/\d+\/presentation$/);
      await t.getByRole('button', { name: 'Class status', exact: true }).click();
      const panel = t.getByRole('complementary', { name: 'Class status' });
      await panel.getByRole('button', { name: 'Request ID', exact: true }).click();
      await expect(panel.getByRole('status', { name: 'Lecture Code' })).toHaveText(/^\d{6}$/);
      await panel.getByRole('button', { name: 'Close class status', exact: true }).click();
    });

    const masks = ['Fox', 'Owl', 'Panda'];
    const students: User[] = [];
    await test.step('three students open the activity in the LMS and wait with a mask', async () => {
      for (const [index, mask] of masks.entries()) {
        const student = await newUser(browser);
        users.push(student);
        students.push(student);
        await openFromPlatform(student.page, platform, baseURL!, {
          roles: [ROLES.learner],
          sub: `student-${index}-${unique()}`,
          person: {
            name: `Learner Number${index}`,
            givenName: 'Learner',
            familyName: `Number${index}`,
            email: `learner${index}@lms.example`,
          },
          context: CONTEXT,
          custom,
        });
        const frame = tool(student.page);
        await expect(frame.getByRole('button', { name: mask })).toBeVisible();
        expect(toolFrame(student.page).url()).toMatch(/\/pick-card\?classId=\d{6}$/);
        await frame.getByRole('button', { name: mask }).click();
        await expect.poll(() => toolFrame(student.page).url()).toMatch(/\/waiting-room\?/);
      }
    });

    await test.step('the teacher admits them: straight to the live slide, no credentials step', async () => {
      const update = t.getByRole('region', { name: 'Waiting Room Update!' });
      // "Yes" admits who is waiting when it is pressed: a student whose page shows the waiting
      // room may still be on the way in (a CI run once admitted two of the three).
      await expect(update).toContainText('Waiting: 3 Non-registered.');
      await expect(update).toContainText('Do you want to accept them?');
      await update.getByRole('button', { name: 'Yes', exact: true }).click();
      for (const student of students) {
        await expect
          .poll(() => toolFrame(student.page).url())
          .toMatch(/\/lecture\/\d+\/live\?tab=feedback$/);
        await expect(
          tool(student.page).getByText('Your feedback on slide 1', { exact: true }),
        ).toBeVisible();
        await expect(
          tool(student.page).getByRole('link', { name: 'Open in a new window' }),
        ).toBeVisible();
      }
    });

    await test.step('they react, and the teacher sees the counts and pseudonyms only', async () => {
      const press = (student: User, name: string) =>
        tool(student.page)
          .getByRole('group', { name: 'Reactions' })
          .getByRole('button', { name, exact: true })
          .click();
      await press(students[0]!, 'Great!');
      await press(students[1]!, 'Great!');
      await press(students[2]!, "I'm lost");
      await expect(barEntry(t, 'Great!', 2, 67)).toBeVisible();
      await expect(barEntry(t, "I'm lost", 1, 33)).toBeVisible();
      await expect(reactionBar(t)).toContainText('Total: 3');
      await t.getByRole('button', { name: 'Class status', exact: true }).click();
      const seen = await t.locator('body').innerText();
      for (let index = 0; index < masks.length; index += 1) {
        expect(seen).not.toContain(`Number${index}`);
        expect(seen).not.toContain(`learner${index}@lms.example`);
      }
      expect(seen).not.toContain('student-');
    });
  } finally {
    for (const user of users) await user.context.close();
    await platform.close();
  }
});
