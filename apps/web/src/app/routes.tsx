/** The route table: public pages, the teacher and student shells, and their guards. */
import { lazy, useContext } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { FirstPageFocus, useHeadingFocus } from '../hooks/use-heading-focus.ts';
import { paths } from '../lib/paths.ts';
import {
  FallbackRedirect,
  RequireCourse,
  RequireRole,
  RequireSession,
  SessionAwareLayout,
  SessionShell,
} from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
// The join screens are the lean entry's alone: at their paths the full app gives the page back.
import { JOIN_SCREENS } from '../student-entry/routes.ts';
import { HandBackToLean } from './student-screens.tsx';
import { LazyShellLayout } from './layouts/lazy-shell-layout.tsx';

const AboutPage = lazy(() => import('../features/public/pages/about-page.tsx'));
const PrivacyPolicyPage = lazy(() => import('../features/public/pages/privacy-policy-page.tsx'));
const TermsPage = lazy(() => import('../features/public/pages/terms-page.tsx'));
const FeedbackPage = lazy(() => import('../features/feedback/pages/feedback-page.tsx'));
const HowItWorksPage = lazy(() => import('../features/how-it-works/pages/how-it-works-page.tsx'));
const TeacherLoginPage = lazy(() => import('../features/auth/pages/teacher-login-page.tsx'));
const RegisterTeacherPage = lazy(() => import('../features/auth/pages/register-teacher-page.tsx'));
const StudentLoginPage = lazy(() => import('../features/auth/pages/student-login-page.tsx'));

const SettingsPage = lazy(() => import('../features/settings/pages/settings-page.tsx'));
const MyCoursesPage = lazy(() => import('../features/courses/pages/my-courses-page.tsx'));
const CourseFormPage = lazy(() => import('../features/courses/pages/course-form-page.tsx'));
const MyLecturesPage = lazy(() => import('../features/lectures/pages/my-lectures-page.tsx'));
const LectureFormPage = lazy(() => import('../features/lectures/pages/lecture-form-page.tsx'));
const ClassStatusPage = lazy(() => import('../features/class-status/pages/class-status-page.tsx'));
const PresentationPage = lazy(() => import('../features/class-status/pages/presentation-page.tsx'));
const RemotePage = lazy(() => import('../features/class-status/pages/remote-page.tsx'));
const MyQuestionsPage = lazy(() => import('../features/qa/pages/my-questions-page.tsx'));
const MyAnswersPage = lazy(() => import('../features/qa/pages/my-answers-page.tsx'));
const MyDiscussionsPage = lazy(() => import('../features/qa/pages/my-discussions-page.tsx'));
const NotificationsPage = lazy(
  () => import('../features/notifications/pages/notifications-page.tsx'),
);
const LiveLectureScreen = lazy(() => import('./live-lecture-screen.tsx'));
// The live page's Q&A tab loads when first opened: the Feedback tab a student opens first stays small.
const LiveQaTab = lazy(() =>
  import('../features/qa/components/lecture-questions.tsx').then((module) => ({
    default: module.QaTab,
  })),
);
// The questions beside the slide on the teacher's presentation and remote views.
const LiveQuestionsPanel = lazy(() =>
  import('../features/qa/components/questions-panel.tsx').then((module) => ({
    default: module.QuestionsPanel,
  })),
);
// The question the teacher highlighted, over the slide on the presentation view.
const LiveHighlightedQuestion = lazy(() =>
  import('../features/qa/components/highlighted-question.tsx').then((module) => ({
    default: module.HighlightedQuestion,
  })),
);
const LectureQuestionsPage = lazy(() => import('../features/qa/pages/lecture-questions-page.tsx'));
const QuestionAnswersPage = lazy(() => import('../features/qa/pages/question-answers-page.tsx'));
const StudentAddCoursePage = lazy(
  () => import('../features/courses/pages/student-add-course-page.tsx'),
);
// The statistics pages are the only ones that load the charts (recharts).
const StatsListPage = lazy(() => import('../features/statistics/pages/stats-list-page.tsx'));
const LectureStatsPage = lazy(() => import('../features/statistics/pages/lecture-stats-page.tsx'));
const SlideStatsPage = lazy(() => import('../features/statistics/pages/slide-stats-page.tsx'));
const AdminStatsPage = lazy(() => import('../features/statistics/pages/admin-stats-page.tsx'));
const VideoPage = lazy(() => import('../features/video/pages/video-page.tsx'));
const SsoCompletePage = lazy(() => import('../features/sso/pages/sso-complete-page.tsx'));
const LtiLaunchPage = lazy(() => import('../features/lti/pages/lti-launch-page.tsx'));
const LtiDeepLinkPage = lazy(() => import('../features/lti/pages/deep-link-page.tsx'));
const LtiPlatformsPage = lazy(() => import('../features/lti/pages/lti-platforms-page.tsx'));

/** Every page of the full app: when the app moves to it, its heading takes the focus. */
function PageFocus() {
  useHeadingFocus(useLocation().pathname, useContext(FirstPageFocus));
  return <Outlet />;
}

export const routes: RouteObject[] = [
  {
    element: <PageFocus />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Navigate to={paths.about} replace /> },
      ...JOIN_SCREENS.map(({ path }) => ({ path, element: <HandBackToLean /> })),
      {
        element: <PublicLayout />,
        children: [
          { path: paths.about, element: <AboutPage /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.termsAndConditions, element: <TermsPage /> },
          { path: paths.teacherLogin, element: <TeacherLoginPage /> },
          { path: paths.ssoComplete, element: <SsoCompletePage /> },
          { path: paths.registerTeacher, element: <RegisterTeacherPage /> },
          { path: paths.registerStudent, element: <StudentLoginPage /> },
          // An LMS launch lands here, signed in or not; storing its session must not swap layouts.
          { path: paths.lti.launch, element: <LtiLaunchPage /> },
        ],
      },
      {
        // The Deep Linking picker runs in the LMS's dialog: no menu around it.
        element: <RequireRole role="TEACHER" />,
        children: [
          {
            element: <PublicLayout />,
            children: [{ path: paths.lti.deepLinkPattern, element: <LtiDeepLinkPage /> }],
          },
        ],
      },
      {
        element: <SessionAwareLayout />,
        children: [{ path: paths.feedback, element: <FeedbackPage /> }],
      },
      {
        element: <RequireRole role="TEACHER" />,
        children: [
          {
            element: <LazyShellLayout role="TEACHER" />,
            children: [
              { path: paths.teacher.myCourses, element: <MyCoursesPage role="teacher" /> },
              { path: paths.teacher.addCourse, element: <CourseFormPage /> },
              { path: '/teacher/my-courses/edit/:id', element: <CourseFormPage /> },
              { path: paths.teacher.settings, element: <SettingsPage role="TEACHER" /> },
              { path: paths.teacher.howItWorks, element: <HowItWorksPage /> },
              {
                path: '/teacher/:lectureNum/remote',
                element: <RemotePage QuestionsPanel={LiveQuestionsPanel} />,
              },
              { path: paths.teacher.feedback, element: <FeedbackPage /> },
              { path: paths.teacher.ltiPlatforms, element: <LtiPlatformsPage /> },
              {
                element: <RequireCourse />,
                children: [
                  { path: paths.teacher.myLectures, element: <MyLecturesPage role="teacher" /> },
                  { path: paths.teacher.addLecture, element: <LectureFormPage /> },
                  { path: '/teacher/my-lectures/edit/:lectureNum', element: <LectureFormPage /> },
                  { path: paths.teacher.classStatus, element: <ClassStatusPage /> },
                  { path: paths.teacher.myQuestions, element: <MyQuestionsPage role="TEACHER" /> },
                  { path: paths.teacher.myAnswers, element: <MyAnswersPage role="TEACHER" /> },
                  {
                    path: paths.teacher.myDiscussions,
                    element: <MyDiscussionsPage role="TEACHER" />,
                  },
                  { path: paths.teacher.adminStats, element: <AdminStatsPage /> },
                  { path: paths.teacher.stats, element: <StatsListPage /> },
                  { path: paths.teacher.slideStats, element: <SlideStatsPage /> },
                  {
                    path: paths.teacher.notifications,
                    element: <NotificationsPage role="TEACHER" />,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireRole role="STUDENT" />,
        children: [
          {
            element: <LazyShellLayout role="STUDENT" />,
            children: [
              { path: paths.student.myCourses, element: <MyCoursesPage role="student" /> },
              { path: paths.student.addCourse, element: <StudentAddCoursePage /> },
              { path: paths.student.settings, element: <SettingsPage role="STUDENT" /> },
              { path: paths.student.howItWorks, element: <HowItWorksPage /> },
              { path: paths.student.feedback, element: <FeedbackPage /> },
              {
                element: <RequireCourse />,
                children: [
                  { path: paths.student.myLectures, element: <MyLecturesPage role="student" /> },
                  { path: paths.student.myQuestions, element: <MyQuestionsPage role="STUDENT" /> },
                  { path: paths.student.myAnswers, element: <MyAnswersPage role="STUDENT" /> },
                  {
                    path: paths.student.myDiscussions,
                    element: <MyDiscussionsPage role="STUDENT" />,
                  },
                  {
                    path: paths.student.notifications,
                    element: <NotificationsPage role="STUDENT" />,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '/lecture/:lectureNum',
        element: <RequireSession />,
        children: [
          {
            element: <SessionShell />,
            children: [
              {
                element: <RequireCourse />,
                children: [
                  { path: 'stats', element: <LectureStatsPage /> },
                  { path: 'questions', element: <LectureQuestionsPage /> },
                  { path: 'questions/:questionId', element: <QuestionAnswersPage /> },
                  {
                    element: <RequireRole role="TEACHER" />,
                    children: [
                      {
                        path: 'presentation',
                        element: (
                          <PresentationPage
                            QuestionsPanel={LiveQuestionsPanel}
                            HighlightedQuestion={LiveHighlightedQuestion}
                          />
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireRole role="STUDENT" />,
                    children: [
                      {
                        path: 'live',
                        element: <LiveLectureScreen QaTab={LiveQaTab} />,
                      },
                      { path: 'video', element: <VideoPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
