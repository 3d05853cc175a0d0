// Messages the server answers with (`{ message }`); clients show them as toasts, tests assert them.

export const AUTH_MESSAGES = {
  loginRequired: 'Please log in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  teachersOnly: 'Only teachers can do this.',
  studentsOnly: 'Only students can do this.',
  adminsOnly: 'Only admin teachers can do this.',
  wrongTeacherLogin: 'Wrong username or password.',
  wrongStudentLogin: 'Wrong Private ID or password.',
  loggedIn: 'Login successful.',
  loggedOut: 'Logged out.',
  tooManyAttempts: 'Too many attempts. Please try again in a minute.',
  wrongCurrentPassword: 'Current password is not correct.',
  passwordUpdated: 'Password updated.',
  verifyEmailFirst: 'Please verify your email address first.',
} as const;

export const TEACHER_MESSAGES = {
  registered: 'Registration successful. Please check your school email to verify your address.',
  emailTaken: 'Email is already registered.',
  usernameTaken: 'Username is already taken.',
  emailVerified: 'Your email address is verified. You can now log in.',
  verificationInvalid: 'This verification link is invalid or has expired.',
  profile: 'Teacher profile.',
  teachers: 'Teachers.',
  updated: 'Profile updated.',
  updatedVerifyEmail: 'Profile updated. Please check your school email to verify your new address.',
  notFound: 'Teacher not found.',
  ownProfileOnly: 'You can only edit your own profile.',
} as const;

export const STUDENT_MESSAGES = {
  created: 'Account created.',
  credentialsIssued: 'Your Private ID and password were created. Keep them safe.',
  anonIdTaken: 'This Private ID is already taken.',
  anonIdInvalid: 'Private ID must be 4 to 64 letters, digits, dots, dashes or underscores.',
  profile: 'User profile.',
  users: 'Users.',
  notFound: 'User not found.',
  ownAccountOnly: 'You can only access your own account.',
} as const;

export const COURSE_MESSAGES = {
  list: 'Courses.',
  found: 'Course.',
  created: 'Course created.',
  updated: 'Course updated.',
  deleted: 'Course deleted',
  notFound: 'Course not found.',
  noAccess: 'You do not have access to this course.',
} as const;

export const LECTURE_MESSAGES = {
  list: 'Lectures.',
  found: 'Lecture.',
  created: 'Lecture created.',
  updated: 'Lecture updated.',
  deleted: 'Lecture deleted',
  notFound: 'Lecture not found.',
  started: 'Lecture started.',
  ended: 'Lecture ended.',
  extended: 'Lecture extended by 10 minutes.',
  alreadyEnded: 'The lecture has ended.',
} as const;

export const PRESENTATION_MESSAGES = {
  uploaded: 'Presentation uploaded.',
  meta: 'Presentation.',
  deleted: 'Presentation deleted',
  missing: 'PDF presentation was not correctly uploaded. Please upload presentation again.',
  pdfOnly: 'Only PDF presentations can be uploaded.',
  noFile: 'Please choose a PDF presentation to upload.',
  tooLarge: (maxMb: number) => `The presentation is larger than ${maxMb} MB.`,
  busy: 'Too many presentations are being uploaded right now. Please try again in a minute.',
  ownUploadRunning:
    'Your previous presentation upload is still running. Please wait until it has finished.',
} as const;

export const FEEDBACK_MESSAGES = {
  list: 'Feedbacks.',
  found: 'Feedback.',
  notFound: 'Feedback not found.',
} as const;

export const GENERIC_MESSAGES = {
  routeNotFound: 'Not found.',
  internal: 'Internal server error',
  invalidBody: 'The request body is not valid.',
  invalidId: 'The id is not valid.',
  controlCharacters: 'Text must not contain control characters.',
  databaseUnavailable: 'The database is not available. Please try again in a moment.',
  bodyTooSlow:
    'The request arrived too slowly and was cut off. Please check your connection and try again.',
} as const;
