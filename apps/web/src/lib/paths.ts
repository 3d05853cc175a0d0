/** Every route path of the app, as the specs write them. */
export const paths = {
  root: '/',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  feedback: '/feedback',
  teacherLogin: '/teacher-login',
  /** Where a campus sign-in (OIDC) hands over its session. */
  ssoComplete: '/sso/complete',
  registerTeacher: '/register-teacher',
  registerStudent: '/register-student',
  oldOrNewStudent: '/old-or-new-student',
  /** The short join URL a QR code opens: the join flow with the Lecture Code filled in. */
  join: (code: string) => `/join/${code}`,
  joinPattern: '/join/:code',
  pickCard: '/pick-card',
  waitingRoom: '/waiting-room',
  downloadPassword: '/download-password',
  downloadPasswordMobile: '/download-password-mobile',

  /** LTI: where a launch hands over, and the Deep Linking picker. */
  lti: {
    launch: '/lti/launch',
    deepLink: (deepLinkId: string) => `/lti/deep-link/${encodeURIComponent(deepLinkId)}`,
    deepLinkPattern: '/lti/deep-link/:deepLinkId',
  },

  teacher: {
    myCourses: '/teacher/my-courses',
    addCourse: '/teacher/my-courses/add',
    editCourse: (id: number | string) => `/teacher/my-courses/edit/${id}`,
    settings: '/teacher/settings',
    howItWorks: '/teacher/how-it-works',
    remote: (lectureNum: number | string) => `/teacher/${lectureNum}/remote`,
    feedback: '/teacher/feedback',
    myLectures: '/teacher/my-lectures',
    addLecture: '/teacher/my-lectures/add',
    editLecture: (lectureNum: number | string) => `/teacher/my-lectures/edit/${lectureNum}`,
    classStatus: '/teacher/class-status',
    myQuestions: '/teacher/my-questions',
    myAnswers: '/teacher/my-answers',
    myDiscussions: '/teacher/my-discussions',
    adminStats: '/teacher/admin-stats',
    stats: '/teacher/stats',
    slideStats: '/teacher/slide-stats',
    /** One slide's timeline: ?lecture=n&slide=k (k: a page, -1 no presentation, -2 the video). */
    slideStatsOf: (lectureNum: number | string, slide: number | string) =>
      `/teacher/slide-stats?lecture=${lectureNum}&slide=${slide}`,
    notifications: '/teacher/notifications',
    /** Admin teachers: the LMS platforms the tool is registered with. */
    ltiPlatforms: '/teacher/lti-platforms',
  },

  student: {
    myCourses: '/student/my-courses',
    addCourse: '/student/my-courses/add',
    settings: '/student/settings',
    howItWorks: '/student/how-it-works',
    feedback: '/student/feedback',
    myLectures: '/student/my-lectures',
    myQuestions: '/student/my-questions',
    myAnswers: '/student/my-answers',
    myDiscussions: '/student/my-discussions',
    notifications: '/student/notifications',
  },

  lecture: {
    stats: (lectureNum: number | string) => `/lecture/${lectureNum}/stats`,
    presentation: (lectureNum: number | string) => `/lecture/${lectureNum}/presentation`,
    questions: (lectureNum: number | string) => `/lecture/${lectureNum}/questions`,
    question: (lectureNum: number | string, questionId: number | string) =>
      `/lecture/${lectureNum}/questions/${questionId}`,
    live: (lectureNum: number | string) => `/lecture/${lectureNum}/live`,
    /** The live page on its Feedback tab: where joining and the Live button lead. */
    liveFeedback: (lectureNum: number | string) => `/lecture/${lectureNum}/live?tab=feedback`,
    video: (lectureNum: number | string) => `/lecture/${lectureNum}/video`,
  },
} as const;

/**
 * Router state of the join flow's last step onto the live page: that page then keeps the first
 * Back inside the lecture (the join steps before it were replaced in history).
 */
export const JOINED_STATE = { joined: true } as const;

export const arrivedFromJoin = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { joined?: unknown }).joined === true;

/**
 * Router state naming the lecture a teacher's Class Status, presentation or remote view is for:
 * a teacher may run several live lectures at once, one per tab, and the spec's paths name only
 * the lecture number of the selected course.
 */
export interface LiveLectureState {
  courseId: number;
  lectureNum: number;
}
