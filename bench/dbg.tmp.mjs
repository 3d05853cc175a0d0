import { chromium } from '@playwright/test';
import { startProductServer } from '/work/main/bench/lib/server.mjs';
import { setUpLiveLecture } from '/work/main/bench/lib/api.mjs';
import { connect, once, request } from '/work/main/bench/lib/sockets.mjs';
const server = await startProductServer();
try {
  const { teacherToken, course, lecture } = await setUpLiveLecture(server.url);
  const codes = connect(server.url, '/class_id_generator', { token: teacherToken, query: { courseId: course.id, lectureNum: lecture.lectureNum } });
  await once(codes, 'connect');
  const { code } = await request(codes, 'start', { ttl: 600 });
  const w = connect(server.url, '/waiting_room', { query: { classId: code, maskId: 3 } });
  await once(w, 'entered_waiting_room');
  const g = once(w, 'access_granted');
  await request(codes, 'admit_new');
  const granted = await g;
  console.log(granted);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext();
  await ctx.addInitScript((e) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); }, { anonToken: granted.token, anon_user_role: 'STUDENT', selectedCourse: JSON.stringify({ id: course.id, name: course.name, shortName: course.shortName }), selectedLecture: JSON.stringify({ id: lecture.id, lectureNum: lecture.lectureNum, name: lecture.name, courseId: course.id }) });
  const page = await ctx.newPage();
  page.on('console', (m) => console.log('console:', m.text()));
  page.on('response', (r) => { if (r.url().includes('apio4f')) console.log(r.status(), r.url()); });
  await page.goto(`${server.url}/lecture/${lecture.lectureNum}/live?tab=feedback`);
  await page.waitForTimeout(4000);
  console.log(page.url());
  console.log((await page.locator('body').innerText()).slice(0, 1500));
  await browser.close();
  codes.close(); w.close();
} finally { await server.stop(); }
