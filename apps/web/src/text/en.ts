/**
 * The English text table, the source of every other language's (text/catalogue.ts). The spec's
 * texts are copied exactly, odd spellings included. Grouped by area; `courses` and `lectures`
 * belong to the screens. Modules read `text`, which answers in the active language.
 */
import {
  CLASS_CODE_TEXT,
  COURSE_MESSAGES,
  LECTURE_MESSAGES,
  PRESENTATION_MESSAGES,
  SOCKET_TEXT,
  SORT_LABELS,
} from '@o4f/contract';
import { localized } from './active.ts';

// What the server says too comes from the contract's zod-free modules (its messages, the socket
// texts, the Lecture Code texts, the sort labels). Texts defined beside a zod schema are repeated
// here as literals, so that this table, which every page loads, does not pull zod into the first
// bundle; en.test.ts keeps those in step.

const SUPPORT_EMAIL = 'support@open4feedback.org';

/** "Lecture 3: Optics"; a name that already starts with "Lecture 3" is not prefixed twice. */
const lectureTitle = (lectureNum: number, name: string): string => {
  const prefix = `Lecture ${lectureNum}`;
  if (!name.trim()) return prefix;
  return new RegExp(`^\\s*lecture\\s*0*${lectureNum}(?!\\d)`, 'i').test(name)
    ? name
    : `${prefix}: ${name}`;
};

export const en = {
  common: {
    productName: 'Open4Feedback',
    // index.html's <meta name="description"> (its <title> is productName), set with the language.
    documentDescription: 'Open4Feedback: instant, anonymous feedback for live lectures.',
    loading: 'Loading...',
    retry: 'Try again',
    send: 'Send',
    close: 'Close',
    yes: 'Yes',
    no: 'No',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    logoAlt: 'Open4Feedback logo',
    // Kept free of the word 'Feedback', so a link named Feedback stays unambiguous.
    homeLink: 'Open4Feedback start page',
    language: 'Language',
    // The light / dark / system choice beside the language menu.
    theme: { label: 'Theme', system: 'System', light: 'Light', dark: 'Dark' },
  },

  nav: {
    ltiPlatforms: 'LTI platforms',
    myCourses: 'My Courses',
    myLectures: 'My Lectures',
    joinLecture: 'Join Lecture',
    classStatus: 'Class Status',
    classStatusLive: 'Class Status (a lecture is live)',
    statisticsAdmin: 'Statistics admin',
    statistics: 'Statistics',
    questions: 'Questions',
    answers: 'Answers',
    discussions: 'Discussions',
    notifications: 'Notifications',
    mySettings: 'My Settings',
    howItWorks: 'How it Works',
    logOut: 'Log out',
    feedback: 'Feedback',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
  },

  // The notifications feature (features/notifications) and the header bell.
  notifications: {
    // The count as the badge shows it, so that the name holds the visible text (WCAG 2.5.3).
    bellLabel: (total: number) => `Notifications: ${total} unread`,
    bellMenu: 'Notification groups',
    questions: 'Questions',
    answers: 'Answers',
    discussions: 'Discussions',
    flaggedQ: 'Flagged Q',
    flaggedA: 'Flagged A',
    withCount: (label: string, count: number) => `${label} (${count})`,
    title: 'Notifications',
    tabsLabel: 'Notification groups',
    markAllRead: 'Mark all as read',
    empty: 'There are no notifications.',
    unread: 'Unread',
    listLabel: (group: string) => `${group} notifications`,
    source: (course: string, lecture: string, author: string) =>
      `${course} - ${lecture} - ${author}`,
    events: {
      question_posted: 'New question',
      question_answered: 'New answer',
      discussion_started: 'New discussion',
      discussion_reply: 'New reply',
      question_flagged: 'Question flagged',
      answer_flagged: 'Answer flagged',
      lecture_started: 'Lecture started',
      lecture_ended: 'Lecture ended',
      lecture_updated: 'Lecture updated',
      removed_from_pseudonym: 'Removed from class',
      account_deleted: 'Account deleted',
      unregistered_course: 'Removed from course',
    },
  },

  footer: {
    copyright: (year: number) => `© ${year} Open4Feedback. All rights reserved.`,
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms and Conditions',
  },

  about: {
    title: 'Open4Feedback',
    tagline: 'Know what your class understands, while you are still teaching it.',
    intro:
      'Students tell the teacher, slide by slide and without a word, whether they follow. Questions and discussions continue under a pseudonym, during and after the lecture.',
    student: 'Student',
    teacher: 'Teacher',
    learnMore: 'Learn More',
    showLess: 'Show Less',
    features: [
      {
        title: 'Real-time feedback',
        body: "With one tap students say I'm lost, Not Clear, Great!, Too Hard or Too Simple. The teacher sees the counts and percentages as they change.",
      },
      {
        title: 'Feedback beneath the slide',
        body: 'The reactions appear under the presentation, so the teacher reads the room without stopping the lecture or leaving the slides.',
      },
      {
        title: 'Anonymous but accountable Q&A',
        body: 'Questions, answers and discussions are posted under a pseudonym per lecture. The community flags abuse, and the conversation can continue after the lecture ends.',
      },
      {
        title: 'Analytics histograms',
        body: 'After class, the teacher reviews reactions per slide and for the whole lecture, on a timeline, together with the questions and answers they raised.',
      },
      {
        title: 'No personal data from students',
        body: 'Students join with a numeric Lecture Code and receive a private ID and password. No name, no e-mail, no phone number.',
      },
    ],
    privacyLink: 'Read our privacy policy',
  },

  privacy: {
    title: 'Privacy Policy',
    lastUpdated: 'Last updated: 9 September 2025',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Open4Feedback is a classroom feedback platform. This policy explains what information we keep about teachers and students, why we keep it, and what you can ask us to do with it.',
        ],
      },
      {
        heading: 'Teachers',
        paragraphs: [
          'To register, a teacher gives a first and last name, a school e-mail address, the name of the school and a password. We verify the school e-mail address so that students can trust that a course is run by a real teacher of a real school.',
          'For the same reason, teacher data is public for verification: a teacher’s name and school may be shown to the students of their courses. We do not sell this information or share it for advertising.',
        ],
      },
      {
        heading: 'Students',
        paragraphs: [
          'We do not store any personal data of students. A student joins a lecture with a numeric Lecture Code and receives a randomly generated private ID and password. We never ask a student for a name, an e-mail address or a phone number.',
          'Within a lecture a student appears only under a pseudonym chosen from a set of masks. Teachers and other students see the pseudonym only, and pseudonyms of one student in different lectures are not linked to each other.',
          'What we keep for a student account is the private ID, the password in hashed form, the courses it is registered in, and the reactions, questions, answers and discussion messages posted under its pseudonyms.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We do not use cookies. The web application keeps your session key and your current course and lecture in your browser’s local storage, on your device only; logging out removes the session key.',
        ],
      },
      {
        heading: 'Where your data is kept',
        paragraphs: [
          'Data is kept on cloud servers in the USA. Connections to the service are encrypted.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Accounts that have been inactive for more than a year are deleted, together with the data that belongs to them.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask for access to your data, its correction, its deletion, or a restriction of its processing, by e-mail to ${SUPPORT_EMAIL}. A student should include the private ID, since we hold nothing else that identifies a student account. We answer within 30 days.`,
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'When this policy changes we update the date at the top of this page. Significant changes are also announced on the About page.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms and Conditions',
    lastUpdated: 'Last updated: 9 September 2025',
    sections: [
      {
        heading: 'Using Open4Feedback',
        paragraphs: [
          'Open4Feedback lets teachers collect anonymous feedback and questions from the students of their lectures. By creating an account or joining a lecture you accept these terms.',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: [
          'Teachers register with a valid school e-mail address and keep their password secret. Students keep their private ID and password safe: we cannot recover a student account whose credentials are lost, because we hold no other data about it.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Posts must be about the course and respectful of others. Do not post personal data, insults, harassment, advertising or unlawful content, and do not try to identify the person behind a pseudonym.',
          'The community moderates posts: posts flagged by enough students are moved out of the normal lists and their author’s reputation drops. We may remove content or accounts that break these terms.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You keep the rights to what you post and upload. You allow us to store it and show it to the participants of the course it belongs to, for as long as the course exists.',
          'Teachers are responsible for having the right to upload the presentations and videos they use.',
        ],
      },
      {
        heading: 'Availability and liability',
        paragraphs: [
          'We work to keep the service available and correct, but it is provided as is, without a guarantee that it will always be available or free of errors. To the extent the law allows, we are not liable for indirect losses caused by its use.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
      },
    ],
  },

  feedback: {
    title: 'Feedback',
    intro: 'We value your feedback.',
    messageLabel: 'Your message',
    messagePlaceholder: 'Tell us what works, what does not, and what you would like to see.',
    send: 'Send',
    thanks: 'Thank you for your feedback.',
  },

  howItWorks: {
    title: 'How it Works',
    tabs: { student: 'Student', teacher: 'Teacher', faq: 'FAQ' },
    tabsLabel: 'How it Works topics',
    student: [
      {
        heading: '1. Join a live lecture',
        body: 'Your teacher shows a numeric Lecture Code in class. Open Join Lecture, type the code and press Join. A lecture must be live to be joined, and you can attend one live lecture at a time: joining another one signs you out of the first.',
      },
      {
        heading: '2. Choose your pseudonym',
        body: 'Choose one of the 12 masks. It becomes your pseudonym for this lecture only; in your next lecture you get a new one, so nobody can follow you from lecture to lecture.',
      },
      {
        heading: '3. Wait to be admitted',
        body: 'The teacher lets the waiting room in. The first time, you receive a private ID and a password: download or write them down, because they are the only way back into your account. We never ask for your name, e-mail or phone number.',
      },
      {
        heading: '4. Give feedback without typing',
        body: "On the Feedback tab press I'm lost, Not Clear, Great!, Too Hard or Too Simple whenever you want. One reaction is active at a time; pressing another replaces it, pressing it again takes it back, and a new slide clears it. The teacher sees only the totals.",
      },
      {
        heading: '5. Ask, answer, discuss',
        body: 'On the Q&A tab ask questions and answer others under your pseudonym, during the lecture when the teacher allows it, and afterwards. Vote for useful posts and flag inappropriate ones.',
      },
      {
        heading: '6. Come back later',
        body: 'Log in with your private ID and password to read the questions, answers and discussions of your courses and to follow your notifications.',
      },
    ],
    teacher: [
      {
        heading: '1. Register and create a course',
        body: 'Register with your school e-mail address (it is verified), then create a course and its lectures, with a date and a start and end time.',
      },
      {
        heading: '2. Add the material',
        body: 'Upload a PDF presentation to a lecture, or give a video link. Students react to the slide you are showing, so the statistics are per slide.',
      },
      {
        heading: '3. Start the lecture and share the code',
        body: 'On Class Status start the lecture and press Request Lecture Code. Show the code to the class; it expires after a few minutes and you can stop displaying it at any time.',
      },
      {
        heading: '4. Admit the waiting room',
        body: 'Students who enter the code wait until you admit them. New students, students with an account and students already registered in the course are counted separately, and you admit or remove each group.',
      },
      {
        heading: '5. Read the room while you teach',
        body: 'Reactions appear beneath the slide as counts and percentages. Allow or pause reactions, questions and discussions from the Permissions card, and extend the lecture by 10 minutes when it runs late.',
      },
      {
        heading: '6. Review afterwards',
        body: 'Statistics show the reactions per slide and over time, and the questions, answers and discussions continue after the lecture. You see a post once enough students have seen it, and never the posts the community has sent to the doghouse.',
      },
    ],
    faq: [
      {
        question: 'Is my feedback really anonymous?',
        answer:
          'Yes. Teachers and other students see only the pseudonym of the lecture, never your private ID or account. Reactions are shown to the teacher as totals only.',
      },
      {
        question: 'What personal data do I give as a student?',
        answer:
          'None. You join with a Lecture Code and receive a private ID and password generated for you. We never ask for a name, an e-mail address or a phone number.',
      },
      {
        question: 'What is the private ID?',
        answer:
          'It is your login name, generated at random when you are first admitted to a lecture. Together with the password it is the only key to your account: keep both safe, because without personal data we cannot recover a lost account.',
      },
      {
        question: 'Why do I get a different pseudonym in every lecture?',
        answer:
          'A pseudonym belongs to one lecture. Because a new mask is chosen each time, posts from different lectures cannot be linked to the same person, even by the teacher.',
      },
      {
        question: 'If posts are anonymous, who is accountable for them?',
        answer:
          'Every post is tied to a pseudonym and to an account, and each account has a reputation. Posts that the community flags cost their author reputation, and accounts that abuse the service can be removed.',
      },
      {
        question: 'How is moderation done?',
        answer:
          'By the students themselves. Anyone can flag a question, an answer or a discussion. A post with enough flags moves to the doghouse: it leaves the normal lists and the teacher does not see it. If you think a post was flagged unfairly, press rise up.',
      },
      {
        question: 'When does the teacher see my question?',
        answer:
          'A post becomes visible to the teacher only after enough students have seen it, so that the class can flag an inappropriate post first.',
      },
      {
        question: 'Is there a transcript of the lecture?',
        answer:
          'The questions, answers and discussions stay attached to the lecture and can be read and continued after it ends. Reactions are kept as statistics per slide and over time, not as a record of who pressed what.',
      },
      {
        question: 'Can I read the questions of a lecture I missed?',
        answer:
          "Yes, for the courses you are registered in. Without a pseudonym in that lecture the posts are view only: 'View only. You didn't attend this lecture.'",
      },
      {
        question: 'Can I attend two lectures at once?',
        answer:
          'No. A student attends one live lecture at a time; joining a new lecture logs you out of the current one.',
      },
      {
        question: 'Why can I not post during the lecture?',
        answer:
          'The teacher decides whether questions and discussions are allowed while the lecture is running. When they are not, the input shows that posting is currently not allowed; you can still react.',
      },
      {
        question: 'What does a discussion involve?',
        answer:
          'A discussion is a private thread between two people: the author of an answer and the person who started the discussion about it.',
      },
      {
        question: 'What happens to inactive accounts?',
        answer:
          'Accounts that have not been used for more than a year are deleted, with their data. See the privacy policy for your other rights.',
      },
    ],
  },

  auth: {
    teacherLoginTitle: 'Teacher Login',
    studentLoginTitle: 'Student Login',
    privateId: 'Private ID',
    password: 'Password',
    login: 'Login',
    register: 'Register',
    teacherLoginInvalidId: 'Private ID is not valid.',
    teacherLoginInvalidPassword: 'Password is not valid.',
    teacherLoginHint: 'Type your username or your school e-mail.',
    studentPrivateIdRequired: 'Private ID is required.',
    studentPasswordRequired: 'Password is required.',
    studentLoginIntro:
      'Log in with the private ID and password you received when you first joined a lecture.',
    newStudentHint: 'First time here? Join a lecture with its Lecture Code to get your private ID.',
    newStudentLink: 'I have a Lecture Code',
    registerTitle: 'Teacher Registration',
    registerIntro: 'A valid school email is required; it will be verified.',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'School Email',
    university: 'School Name',
    username: 'Username',
    confirmPassword: 'Confirm password',
    passwordHint:
      'At least 8 characters, with a lowercase letter, an uppercase letter and a digit.',
    haveAccount: 'Already registered? Log in',
    registration: {
      firstNameRequired: 'First Name is required.',
      lastNameRequired: 'Last Name is required.',
      emailRequired: 'Email is required.',
      emailInvalid: 'Email is not valid.',
      universityRequired: 'University is required.',
      passwordRequired: 'Password is required.',
      passwordsDiffer: 'Password do not match',
      confirmRequired: 'Confirm password is required',
      weakPassword: 'Weak password. Match requirement from above.',
    },
  },

  join: {
    title: 'Join Lecture',
    chooseTitle: 'Welcome!',
    chooseIntro: 'Have you used Open4Feedback before?',
    oldStudent: 'I have a private ID',
    oldStudentHint: 'Log in first, then join the lecture.',
    newStudent: 'I am new here',
    newStudentHint: 'Enter the Lecture Code your teacher shows.',
    codePlaceholder: 'Enter Lecture Code',
    join: 'Join',
    codeMustBeNumber: CLASS_CODE_TEXT.notANumber,
    codeRequired: CLASS_CODE_TEXT.required,
    afterLoginNote:
      'In order to join lecture, that lecture has to be live. If you join a new lecture, you will be logged out from the current lecture.',
    noClass: CLASS_CODE_TEXT.noSuchClass,
    codeExpired: CLASS_CODE_TEXT.expired,
    checkingCode: 'Checking the Lecture Code...',
    haveAccount: 'I have a private ID: log in',
    // Join flow pages (features/join): pick card, waiting room, credentials.
    pickCard: {
      title: 'Pick a mask',
      intro: 'Select a mask to get a pseudonym',
      masksLabel: 'Masks',
      missingCode: 'Enter the Lecture Code first.',
    },
    waitingRoom: {
      title: 'Waiting Room',
      pleaseWait: 'Please wait, the host will let you soon.',
      connecting: 'Connecting to the waiting room...',
      waiting: 'You are in the waiting room.',
      granted: 'Access granted. Joining the lecture...',
      accessDenied: SOCKET_TEXT.accessDenied,
      invalidClassId: SOCKET_TEXT.invalidClassId,
      invalidLectureDetails: SOCKET_TEXT.invalidLectureDetails,
      alreadyAttending: SOCKET_TEXT.alreadyAttending,
      tooManyJoining: SOCKET_TEXT.tooManyJoining,
      waitingRoomFull: SOCKET_TEXT.waitingRoomFull,
      lectureFullForNewAccounts: SOCKET_TEXT.lectureFullForNewAccounts,
      disconnected: SOCKET_TEXT.disconnectedFromWaitingRoom,
      redirecting: (seconds: number) =>
        `Redirecting in ${seconds} second${seconds === 1 ? '' : 's'}...`,
      return: 'Return',
      confirmLeave: 'Do you want to leave the waiting room?',
      missingDetails: 'Enter the Lecture Code and pick a mask first.',
    },
    credentials: {
      title: 'Your account',
      success: 'You have been admitted to the lecture. Your account has been created.',
      keepSafe:
        'Save your Private ID and password: they are the only way back into your account, and we cannot recover them.',
      privateId: 'Private ID',
      password: 'Password',
      download: 'Download',
      downloaded: 'Saved as o4f-credentials.png',
      downloadFirst: 'Download your credentials to continue.',
      joinClass: 'Join class',
      mobileIntro:
        'Write down your Private ID and password, or take a screenshot of this screen. You will need them to log in again.',
      confirmSaved: 'I have written down or saved my Private ID and password.',
      continue: 'Continue',
      missing: "You don't have correct credentials to proceed!",
      enterCode: 'Enter a Lecture Code',
      imageTitle: 'Open4Feedback',
      imageSubtitle: 'Your login credentials',
      imageFooter: 'Keep this image private.',
    },
  },

  // The live lecture (features/live).
  live: {
    reactions: {
      1: "I'm lost",
      2: 'Not Clear',
      3: 'Great!',
      4: 'Too Hard',
      5: 'Too Simple',
    },
    reactionsLabel: 'Reactions',
    feedbackOnSlide: (slide: number) => `Your feedback on slide ${slide}`,
    waitForTeacher: SOCKET_TEXT.lectureNotStarted,
    notLive: 'This lecture is not live. Feedback is closed.',
    reactionCount: (count: number, percent: number) => `${count} (${percent}%)`,
    total: (count: number) => `Total: ${count}`,
    lectureTotal: (count: number) => `Lecture total: ${count}`,
    barLabel: 'Live reactions on this slide',
    // Polite announcements for screen readers (hidden on screen).
    announce: {
      totalsLabel: 'Reaction summary',
      totals: (total: number, parts: readonly string[]) =>
        total === 0
          ? 'No reactions on this slide yet.'
          : `${total} ${total === 1 ? 'reaction' : 'reactions'} on this slide: ${parts.join(', ')}.`,
      part: (name: string, count: number) => `${name} ${count}`,
      ownLabel: 'Your reaction',
      yourReaction: (name: string) => `Your reaction: ${name}`,
      noReaction: 'Your reaction is withdrawn.',
      /** A slide change clears the reaction: said so, not as if the student withdrew it. */
      slideChanged: (slide: number) =>
        `Now on slide ${slide}. Your reaction was for the previous slide.`,
    },
    pdf: {
      loading: 'Loading presentation...',
      failed: PRESENTATION_MESSAGES.missing,
      previous: 'Previous slide',
      next: 'Next slide',
      pageOf: (page: number, pages: number) => `Slide ${page} of ${pages}`,
      slide: (page: number) => `Slide ${page}`,
      thumbnails: 'Slides',
    },
  },

  // The student's live lecture page (features/live/pages).
  liveLecture: {
    loading: 'Lecture loading...',
    notFound: 'No lecture found',
    backToLectures: 'Back to My Lectures',
    number: (lectureNum: number) => `Lecture ${lectureNum}`,
    tabsLabel: 'Lecture tabs',
    feedbackTab: 'Feedback',
    qaTab: 'Q&A',
    sortLabel: 'Sort by',
    sort: SORT_LABELS,
    paused: SOCKET_TEXT.reactionsPaused,
    /** The Feedback tab while the teacher does not allow reactions (Q&A may still be open). */
    reactionsPaused: 'The teacher has paused reactions.',
    overload: SOCKET_TEXT.overload,
    lectureEnded: SOCKET_TEXT.lectureEnded,
    connecting: 'Connecting to the lecture...',
    notAttending:
      'You are not attending this lecture. Join it with its Lecture Code to send feedback.',
    joinLecture: 'Join Lecture',
  },

  // The live connections' state, on every page (components/connection-banner.tsx).
  connection: {
    reconnecting: 'Reconnecting…',
    offline: 'You are offline.',
    /** The Feedback tab while the connection is away. */
    reconnectingReactions: 'Reconnecting… You can react again once the connection is back.',
    offlineReactions: 'You are offline. Reactions cannot be sent until you are back online.',
    /** A press the student made offline, or for a slide that has moved on. */
    notSentOffline: 'You are offline: your reaction was not sent.',
  },

  // The Q&A screens (features/qa).
  qa: {
    placeholder: 'Post a question/response',
    questionsNotAllowed: 'Question are currently not allowed',
    answersNotAllowed: 'Answer are currently not allowed',
    discussionsNotAllowed: 'Discussion are currently not allowed',
    readOnly: 'Question are not available, you can read only',
    viewOnly: "View only. You didn't attend this lecture.",
    ownPost: "Can't interact with your question!",
    authorRemoved: 'Author was removed from the class.',
    minChars: 'Min 5 chars',
    liveCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} chars ${words} / ${maxWords} words`,
    listCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} characters | ${words} / ${maxWords} words`,
    postUnderPseudonym: 'Post under a pseudonym',
    post: 'Post',
    fieldLabel: { question: 'Your question', answer: 'Your answer', discussion: 'Your message' },
    teacher: 'Teacher',
    teacherPost: 'Teacher post',
    edited: '[Edited]',
    historyTitle: 'Edit history',
    historyCurrent: 'Current',
    historyEmpty: 'No earlier versions.',
    edit: 'Edit',
    editTitle: { question: 'Edit question', answer: 'Edit answer', discussion: 'Edit message' },
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    voteUp: 'Vote up',
    voteDown: 'Vote down',
    flag: 'Flag',
    riseUp: 'Rise up',
    answerCount: (count: number) => `Answers (${count})`,
    discussionCount: (count: number) => `Discussions (${count})`,
    postActions: 'Post actions',
    // The teacher's Q&A tools (issue 17): everyone sees the marks; only the teacher sets them.
    answered: 'Answered',
    markAnswered: 'Mark answered',
    unmarkAnswered: 'Mark not answered',
    highlighted: 'Highlighted',
    highlight: 'Highlight on screen',
    clearHighlight: 'Clear highlight',
    teacherTools: 'Teacher tools',
    highlightedQuestion: 'Highlighted question',
    flaggedQuestions: 'Flagged questions',
    noQuestions: 'There are currently no questions.',
    noAnswers: 'There are currently no answers.',
    staleBanner: 'This is not the latest version of the page.',
    refresh: 'Refresh',
    // Read by screen readers when questions arrive live (the count since the page opened).
    newQuestionsArrived: (count: number) =>
      count === 1 ? '1 new question' : `${count} new questions`,
    sortBy: 'Sort by',
    sort: SORT_LABELS,
    questionsLabel: 'Questions',
    region: 'Questions and answers',
    questionsTitle: 'Questions',
    answersHeading: 'Answers:',
    /** The question page's heading, read by screen readers (the question card shows the rest). */
    questionPageHeading: (lecture: string) => `Question in ${lecture}`,
    back: 'Back',
    loading: 'Loading...',
    questionNotFound: 'Question not found.',
    lectureNotFound: 'No lecture found',
    showAll: (count: number) => `Show all (${count})`,
    showLess: 'Show less',
    discussions: 'Discussions',
    discussionTitle: 'Discussion',
    discussionBetween: (poster: string, starter: string) => `${poster} and ${starter}`,
    /** Read before the starter's pseudonym on a discussion card: 'Discussion with Red Owl'. */
    discussionWith: 'Discussion with ',
    messageCount: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
    startDiscussion: 'Start a discussion',
    noMessages: 'No messages yet.',
    messages: 'Messages',
  },

  // The live signals and the header's live controls (features/signals).
  signals: {
    removed: SOCKET_TEXT.removedFromClass,
    accountDeleted: 'Your account has been deleted.',
    live: 'Live',
    liveTitle: (name: string) => `Back to the live lecture: ${name}`,
    whoAmI: 'Who am I?',
  },

  settings: {
    title: 'My Settings',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint:
      'At least 8 characters, with a lowercase letter, an uppercase letter and a digit.',
    submit: 'Change password',
    currentPasswordRequired: 'Current password is required.',
    newPasswordRequired: 'New password is required.',
    weakPassword: 'Weak password. Match requirement from above.',
    confirmRequired: 'Confirm password is required',
    passwordsDiffer: 'Password do not match',
  },

  // The my-questions / my-answers / my-discussions screens (features/qa).
  qaLists: {
    titles: { questions: 'Questions', answers: 'Answers', discussions: 'Discussions' },
    tabsLabel: (title: string) => `${title} tabs`,
    tabs: { my: 'My', all: 'All', doghouse: 'Doghouse' },
    course: 'Course',
    lecture: 'Lecture',
    all: 'All',
    none: 'None',
    selectedCount: (count: number) => `${count} selected`,
    sortLabel: 'Sort by',
    sort: {
      time: 'Time',
      votes: 'Votes',
      answers: 'Number of answers',
      flag: 'Flag',
      lectureNum: 'Lecture number',
      discussions: 'Num of discussions',
    },
    showQuestions: 'Show Questions',
    hideQuestions: 'Hide Questions',
    showFilters: 'Show filters',
    hideFilters: 'Hide filters',
    filtersLabel: 'Filters',
    listLabel: (title: string) => `${title} list`,
    noCourse: 'Select a course to see its posts.',
    noLecture: 'Select a lecture to see its posts.',
    empty: {
      questions: 'There are currently no questions.',
      answers: 'There are currently no answers.',
      discussions: 'There are currently no discussions.',
    },
    lectureLine: lectureTitle,
    lectureOption: (lectureNum: number, name: string) => `${lectureNum}. ${name}`,
    lectureOptionInCourse: (course: string, lectureNum: number, name: string) =>
      `${course} ${lectureNum}. ${name}`,
    question: 'Question',
    teacher: 'Teacher',
    inDoghouse: 'Doghouse',
    upVotes: (count: number) => `${count} up votes`,
    downVotes: (count: number) => `${count} down votes`,
    answerCount: (count: number) => (count === 1 ? '1 answer' : `${count} answers`),
    discussionCount: (count: number) => (count === 1 ? '1 discussion' : `${count} discussions`),
    messageCount: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
    between: (starter: string, poster: string) => `${starter} and ${poster}`,
  },

  errors: {
    network: 'Network error',
    noStatus: 'Network error, no response status',
    emptyBody: 'Client:Server error',
    unauthorized: 'Your session has ended. Please log in again.',
    forbidden: 'You are not allowed to do this.',
    requestFailed: 'Something went wrong. Please try again.',
    pageCrashed: 'Something went wrong on this page.',
    reload: 'Reload',
  },

  // The statistics screens (features/statistics).
  statistics: {
    title: 'Statistics',
    listLabel: 'Lectures',
    listEmpty: 'There are no lectures in this course yet.',
    lecturesLoadFailed: 'The lectures could not be loaded.',
    lectureNumber: (lectureNum: number) => `Lecture ${lectureNum}`,
    /** The heading line under a statistics title: number and name, never doubled. */
    lectureTitle,
    openLecturePrefix: 'Statistics of ',
    showStatistics: 'Show Statistics',
    hideStatistics: 'Hide Statistics',
    loading: 'Loading statistics...',
    loadFailed: 'The statistics could not be loaded.',
    lectureNotFound: 'No lecture found',
    backToList: 'Back to Statistics',
    missing: '—',
    info: {
      title: 'Lecture',
      caption: 'About this lecture',
      name: 'Name',
      date: 'Date',
      time: 'Time',
      state: 'State',
      timeRange: (start: string, end: string) => `${start} – ${end}`,
      states: { CREATED: 'Not started', STARTED: 'Started', ENDED: 'Ended' },
      fields: {
        pseudonymCreated: 'Pseudonyms created',
        newUsers: 'New accounts',
        questions: 'Questions',
        questionsLikedStudents: 'Questions liked by students',
        questionsLikedTeacher: 'Questions liked by the teacher',
        studentsNeverPostQ: 'Students who never asked a question',
        answers: 'Answers',
        answerLikedStudents: 'Answers liked by students',
        answerLikedTeacher: 'Answers liked by the teacher',
        studentsNeverPostA: 'Students who never answered',
        discussions: 'Discussions',
      },
    },
    whole: 'Lecture statistics',
    perSlide: 'Lecture statistics per slide',
    noPresentation: 'Lecture statistics (no presentation)',
    empty: 'No statistics were collected for this lecture.',
    video: 'Video statistics',
    noVideo: 'No video statistics were collected for this lecture.',
    slide: (slide: number) => `Slide ${slide}`,
    slideName: (slide: number) =>
      slide === -1
        ? 'No presentation'
        : slide === -2
          ? 'Video'
          : slide === -3
            ? 'All pages'
            : `Slide ${slide}`,
    openTimeline: 'Open timeline',
    openTimelineOf: (name: string) => `Open timeline of ${name}`,
    reactionTotal: (count: number) => (count === 1 ? '1 reaction' : `${count} reactions`),
    posts: (questions: number, answers: number, discussions: number) =>
      `Questions: ${questions} · Answers: ${answers} · Discussions: ${discussions}`,
    // Counts are of the posts the viewer may see; a teacher is told how many more exist
    // (docs/rules.md, Statistics: not enough student views yet, or the doghouse).
    notVisible: {
      count: (shown: number, hidden: number) =>
        hidden === 0 ? String(shown) : `${shown} (${hidden} more not yet visible to you)`,
      posts: (hidden: { questions: number; answers: number; discussions: number }) => {
        const parts = [
          [hidden.questions, 'question', 'questions'],
          [hidden.answers, 'answer', 'answers'],
          [hidden.discussions, 'discussion', 'discussions'],
        ] as const;
        return `Not yet visible to you: ${parts
          .filter(([count]) => count > 0)
          .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
          .join(', ')}`;
      },
      why: 'A student’s post reaches you once enough other students have seen it; posts sent to the doghouse never do.',
    },
    reactionsOf: (name: string) => `Reactions: ${name}`,
    slidePaging: 'Slide pages',
    previousPage: 'Previous slides',
    nextPage: 'Next slides',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    lost: {
      title: 'Where the class got lost',
      intro: (min: number) =>
        `Slides ranked by their share of I'm lost and Not Clear reactions (slides with at least ${min} reactions).`,
      none: (min: number) =>
        `No slide had ${min} or more reactions with I'm lost or Not Clear among them.`,
      share: (share: number, confused: number, total: number) =>
        `${share}% lost or not clear (${confused} of ${total} reactions)`,
      questions: (count: number) =>
        count === 1 ? '1 question asked on this slide' : `${count} questions asked on this slide`,
      noQuestions: 'No questions were asked on this slide.',
      // Posts reach the teacher only once enough students have seen them (moderation rule).
      notVisibleYet: (count: number) =>
        count === 1
          ? 'A question was asked on this slide; it is not visible to you yet.'
          : `${count} questions were asked on this slide; they are not visible to you yet.`,
      votes: (up: number, down: number) => `${up} up, ${down} down`,
      showAll: (count: number) => `Show all (${count})`,
      showLess: 'Show less',
    },
    csv: {
      group: 'Export',
      statistics: 'Download statistics (CSV)',
      questions: 'Download Q&A (CSV)',
      timeline: 'Download timeline (CSV)',
      statisticsFile: (lectureNum: number) => `lecture-${lectureNum}-statistics.csv`,
      questionsFile: (lectureNum: number) => `lecture-${lectureNum}-questions.csv`,
      timelineFile: (lectureNum: number, slide: string, resolution: number) =>
        `lecture-${lectureNum}-${slide}-timeline-${resolution}.csv`,
    },
    timeline: {
      title: (name: string) => `Timeline: ${name}`,
      resolution: 'Resolution',
      segments: (count: number) => `${count} segments`,
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
      slideNav: 'Slides with reactions',
      shownFor: (clock: string) => `Shown for ${clock}`,
      chartLabel: (name: string, resolution: number) =>
        `Chart of the reactions on ${name} over time, in ${resolution} segments. The table below has the same numbers.`,
      showTable: 'Show as a table',
      hideTable: 'Hide the table',
      tableCaption: (name: string, resolution: number) =>
        `Reactions on ${name} over time, in ${resolution} segments`,
      segment: 'Segment',
      from: 'From',
      to: 'To',
      total: 'Total',
      empty: 'No reactions were recorded on this slide.',
      suppressed: (min: number) =>
        `Fewer than ${min} students reacted on this slide, so their reactions are not shown one by one. The slide's counts are on the lecture statistics.`,
      noLecture: 'Choose a lecture in Statistics first.',
      chartLoading: 'Loading the chart...',
      video: 'Lecture video',
      videoTitle: (name: string) => `Video of ${name}`,
      loadFailed: 'The timeline could not be loaded.',
      backToLecture: 'Back to the lecture statistics',
    },
    admin: {
      title: 'Statistics admin',
      listLabel: 'Lectures of every teacher',
      empty: 'There are no lectures yet.',
      loadFailed: 'The admin statistics could not be loaded.',
      lecture: lectureTitle,
      course: 'Course',
      courseName: 'Name',
      shortName: 'Short name',
      creator: 'Creator',
      username: 'Username',
      firstName: 'First name',
      email: 'Email',
      university: 'University',
      created: 'Created',
      counts: 'Counts',
      fields: {
        pseudonymCreated: 'Pseudonyms',
        newUsers: 'New users',
        questions: 'Questions',
        answers: 'Answers',
        discussions: 'Discussions',
      },
    },
  },

  // The student's lecture video page (features/video).
  video: {
    loading: 'Lecture loading...',
    notFound: 'No lecture found',
    backToLectures: 'Back to My Lectures',
    number: (lectureNum: number) => `Lecture ${lectureNum}`,
    noVideo: 'This lecture has no video.',
    playerTitle: (name: string) => `Video of ${name}`,
    playerLoading: 'Loading the video player...',
    playerFailed:
      'The video player could not be loaded: you may be offline, or the video service is blocked on this network. You can still react; your reactions are timed from when you opened this page.',
    intro:
      'React while you watch. A reaction stays active for 60 seconds; press it again to take it back.',
    active: (name: string, seconds: number) => `Your reaction: ${name} (${seconds} s left)`,
    noActive: 'No reaction is active.',
  },

  // The course screens (features/courses).
  courses: {
    headingTeacher: 'My Courses',
    headingStudent: 'Courses',
    empty: 'There Are Currently No Courses.',
    add: 'Add a New Course',
    listLabel: 'Courses',
    startsOn: (date: string) => `Starts ${date}`,
    openCourse: (name: string) => `Open course ${name}`,
    courseMenu: (name: string) => `Actions for course ${name}`,
    edit: 'Edit',
    loadFailed: 'The courses could not be loaded.',
    form: {
      createTitle: 'Add a New Course',
      editTitle: 'Edit Course',
      titleLabel: 'COURSE TITLE',
      shortNameLabel: 'SHORT NAME (OPTIONAL)',
      shortNameHint: 'Leave it empty to use the beginning of the title.',
      startDateLabel: 'COURSE START DATE',
      save: 'Save',
      update: 'Update',
      delete: 'Delete Course',
      confirmDelete: 'Are you sure that you want to delete this course?',
      deleted: COURSE_MESSAGES.deleted,
      loadFailed: 'The course could not be loaded.',
      backToCourses: 'Back to My Courses',
      // The contract's COURSE_TEXT (courseInput's messages), swapped in by lib/form-messages.ts.
      errors: {
        titleInvalid: 'Title is not valid.',
        shortNameInvalid: 'Short name is not valid.',
        startDateInvalid: 'Pick a Start Date is not valid.',
      },
    },
    studentAdd: {
      title: 'Add a course',
      body: 'A course appears under My Courses once you join one of its lectures. When the lecture is live, enter the Lecture Code your teacher shows; after the teacher admits you, you are registered in the course.',
      join: 'Join a lecture',
      back: 'Back to My Courses',
      addCourse: 'Add a course',
    },
  },

  // The lecture screens (features/lectures).
  lectures: {
    heading: 'My Lectures',
    emptyTeacher: 'There is no lectures at this time.  Please create a new lecture.',
    emptyStudent: 'There Are Currently No Lectures.',
    add: 'Add a New Lecture',
    listLabel: 'Lectures',
    noCourse: 'Select a course to see its lectures.',
    goToCourses: 'Go to My Courses',
    loadFailed: 'The lectures could not be loaded.',
    timing: { live: 'Live', future: 'Future', past: 'Past' },
    number: (lectureNum: number) => `Lecture ${lectureNum}`,
    // Said before the card's visible text, which names the card's action: 'Open Lecture 2 Live …'.
    openPrefix: 'Open ',
    actions: (lectureNum: number) => `Actions for lecture ${lectureNum}`,
    video: 'Video',
    videoOf: (lectureNum: number) => `Video of lecture ${lectureNum}`,
    menu: {
      statistics: 'Statistics',
      myQuestions: 'My questions',
      myAnswers: 'My answers',
      edit: 'Edit',
    },
    form: {
      createTitle: 'Add a New Lecture',
      editTitle: 'Edit Lecture',
      name: 'Lecture name',
      date: 'Date',
      startTime: 'Start time',
      endTime: 'End time',
      endsNextDay: 'Ends the next day.',
      permissions: 'During the lecture',
      allowQuestions: 'Allow Q&A',
      allowDiscussions: 'Allow discussions during the lecture',
      videoLecture: 'Video lecture',
      videoLectureHint: 'Give a video link instead of a PDF presentation.',
      videoLink: 'Video link',
      videoLinkHint: 'A YouTube link, for example https://youtu.be/...',
      previewVideo: 'Preview video',
      previewTitle: 'Video preview',
      presentation: 'Presentation (PDF)',
      choosePdf: 'Choose PDF',
      replacePdf: 'Replace PDF',
      removeFile: 'Remove chosen file',
      noFile: 'No file chosen.',
      hasPresentation: 'A presentation is uploaded. Choose a PDF to replace it.',
      uploaded: PRESENTATION_MESSAGES.uploaded,
      save: 'Save',
      update: 'Update',
      delete: 'Delete',
      confirmDelete: 'Are you sure that you want to delete this lecture?',
      deleted: LECTURE_MESSAGES.deleted,
      notFound: 'No lecture found',
      backToLectures: 'Back to My Lectures',
      // The contract's LECTURE_TEXT, swapped in by lib/form-messages.ts.
      errors: {
        nameRequired: 'Name is required.',
        dateRequired: 'Date is required.',
        startTimeRequired: 'Start time is required.',
        endTimeRequired: 'End time is required.',
        endBeforeStart: 'End time must be after start time.',
      },
    },
    videoLinkTooLong: 'The video link is too long.',
    presentationPdfOnly: 'Presentations must be PDF files.',
  },

  // The teacher's class status screens (features/class-status).
  classStatus: {
    title: 'Class Status',
    noLiveLecture: 'There is no live lecture at this time. Please create a new lecture.',
    addLecture: 'Add a New Lecture',
    liveLecture: 'Live lecture',
    lectureTime: (start: string, end: string) => `${start} - ${end}`,
    editLecture: 'Edit Lecture',
    startLecture: 'Start Lecture',
    continuePresentation: 'Continue Presentation',
    continueLecture: 'Continue Lecture',
    endLecture: 'End Lecture',
    loadFailed: 'The lectures could not be loaded.',
    lectureEnded: SOCKET_TEXT.lectureEnded,
    startWarning: {
      title: 'New connection',
      body: 'Starting the lecture opens a new live connection. Students join with the Lecture Code and wait in the waiting room until you admit them.',
      waiting: (count: number) =>
        `${count} ${count === 1 ? 'student is' : 'students are'} waiting in the waiting room now.`,
      cancel: 'Cancel',
      start: 'Start lecture',
    },
    endConfirm: 'Are you sure that you want to end this lecture?',
    endConfirmBody: 'Students can no longer send reactions; the questions stay open.',
    noPresentation: 'No presentation has been uploaded. Do you want to proceed?',
    code: {
      title: 'Lecture Code',
      request: 'Request Lecture Code',
      stop: 'Stop Display',
      requestShort: 'Request ID',
      stopShort: 'Stop',
      codeLabel: 'Lecture Code',
      none: 'No Lecture Code is displayed.',
      timeLeft: 'Time left',
      expiresIn: (time: string) => `Expires in ${time}`,
      joinAt: 'Or open',
      qrLabel: (url: string) => `QR code: scan to join at ${url}`,
      showOverSlide: 'Show code',
      hideOverSlide: 'Hide code',
      overSlideTitle: 'Join this lecture',
      joinedCount: (count: number) => `${count} joined`,
      joinedLabel: (count: number) =>
        count === 1
          ? '1 student has joined the lecture'
          : `${count} students have joined the lecture`,
      loopbackWarning:
        "Phones cannot open this link: it points to this computer only. Set PUBLIC_URL to an address students' phones can reach (README, Running a lecture).",
      courseBusy: SOCKET_TEXT.courseBusy,
      accessDenied: SOCKET_TEXT.accessDenied,
    },
    permissions: {
      title: 'Permissions',
      allowQuestions: 'Allow Q&A',
      allowDiscussions: 'Allow discussions during the lecture',
      allowReactions: 'Allow reactions',
    },
    info: {
      title: 'Class info',
      attending: 'Pseudonyms issued in this lecture',
      newAccountsLecture: 'New accounts issued in this lecture',
      newAccountsCourse: 'New accounts issued in this course',
      accountsCourse: 'Registered students in this course',
      tooltip: 'If this number does not match the attendance, press RESET.',
      aboutCounter: (label: string) => `About: ${label}`,
      resetReg: 'Reset registered',
      resetNoReg: 'Reset non-registered',
      resetNew: 'Reset new accounts',
      confirmReset: {
        reg: 'Are you sure you want to delete all pseudonyms of registered students in this lecture?',
        noreg:
          'Are you sure you want to delete all pseudonyms of non-registered students in this lecture?',
        new: 'Are you sure you want to delete all new accounts and their pseudonyms issued in this lecture?',
      },
      resetDone: 'Reset done.',
    },
    waitingRoom: {
      title: 'Waiting room',
      groups: {
        new: 'New accounts',
        noReg: 'Non-registered',
        reg: 'Registered',
      },
      admit: 'Admit',
      kick: 'Kick',
      admitGroup: (group: string) => `Admit ${group}`,
      kickGroup: (group: string) => `Kick ${group}`,
      count: (group: string, count: number) => `${group}: ${count}`,
      updateTitle: 'Waiting Room Update!',
      updateBody: 'There are some new accounts and pseudonyms not admitted yet.',
      updateQuestion: 'Do you want to accept them?',
      // The burst warning: counts only (docs/decisions/waiting-room-limits.md).
      warningLabel: 'Join warning',
      burstWarning: (perMinute: number) =>
        `Unusually many join requests from one network: ${perMinute} within one minute.`,
      refusedWarning: (refused: number) =>
        refused === 1
          ? '1 join request was refused by the waiting-room limits.'
          : `${refused} join requests were refused by the waiting-room limits.`,
      checkBeforeAdmitting: 'Check the waiting room before admitting everyone.',
      // The compact update panel and "Admit automatically" (docs/decisions/running-the-lecture.md).
      waitingSummary: (parts: string) => `Waiting: ${parts}.`,
      groupCount: (group: string, count: number) => `${count} ${group}`,
      admitAutomatically: 'Admit automatically',
      admitAutomaticallyHint:
        'Arriving students are admitted without asking; they get their pseudonyms and credentials as usual.',
      admittedCount: (count: number) => `Admitted in this lecture: ${count}`,
    },
    extension: {
      title: 'Lecture ending',
      body: (minutes: number) =>
        `Your lecture is ended/about to end soon (${minutes} min). Would you like to extend it for 10 minutes?`,
      extended: 'The lecture was extended by 10 minutes.',
    },
  },

  // The teacher's presentation and remote views (features/class-status).
  presentation: {
    back: 'Back',
    questions: 'Q&A',
    // Said after the visible count on Q&A: 'Q&A 2 new questions'.
    newQuestions: (count: number) => (count === 1 ? ' new question' : ' new questions'),
    // The question panel beside the slide.
    questionsPanel: 'Questions',
    closeQuestions: 'Close questions',
    allQuestions: 'Open the questions page',
    backToQuestions: 'Back to questions',
    votes: (up: number, down: number) => `Votes +${up} / -${down}`,
    enterFullScreen: 'Enter full screen',
    exitFullScreen: 'Exit full screen',
    classStatus: 'Class status',
    closeClassStatus: 'Close class status',
    toolbar: 'Lecture controls',
    missing: PRESENTATION_MESSAGES.missing,
    loading: 'Lecture loading...',
    notFound: 'No lecture found',
    noSlides: 'No presentation: reactions are about the lecture as a whole.',
    liveReactions: 'Live reactions',
    hideReactions: 'Hide reactions',
    showReactions: 'Show reactions',
    // The lecture form's presentation controls.
    manage: {
      current: 'Current presentation',
      uploadedOn: (date: string) => `Uploaded ${date}`,
      preview: 'Preview',
      delete: 'Delete presentation',
      confirmDelete: 'Are you sure you want to delete this presentation?',
      deleted: PRESENTATION_MESSAGES.deleted,
      previewing: (file: string) => `Previewing: ${file}`,
      close: 'Close presentation',
      progress: (percent: number) => `Uploading presentation... ${percent}%`,
      pdfOnly: 'PDF files only.',
    },
  },
  lti: {
    openInNewWindow: 'Open in a new window',
    openInNewWindowHint: 'Opens this page outside your learning platform, signed in.',
    launch: {
      title: 'Opening Open4Feedback',
      signingIn: 'Signing you in from your learning platform...',
      failedTitle: 'This launch did not work',
      noHandoff:
        'This page opens from your learning platform. Open the activity in your course there again.',
      failed:
        'The launch could not be completed. Open the activity in your learning platform again.',
      lectureNotOpen:
        'The lecture is not open yet: it opens here once your teacher shows its Lecture Code.',
      newWindowFailed:
        'This window could not be signed in. Open the activity in your learning platform again.',
      /** A signed-in teacher is asked before the LMS identity is linked to their account. */
      linkQuestion:
        'You are signed in to Open4Feedback as a teacher. Is this account yours on the learning platform too? Link it only if this launch is your own.',
      linkYes: 'Yes, link it to my account',
      linkNo: 'No, keep them apart',
    },
    deepLink: {
      title: 'Link Open4Feedback to your course',
      intro: (platform: string) =>
        `Choose the course, or one lecture of it, that this activity in ${platform} opens.`,
      existing: 'One of my courses',
      create: 'A new course',
      course: 'Course',
      lecture: 'Lecture',
      wholeCourse: 'The whole course (students land in the running lecture)',
      lectureOption: lectureTitle,
      noCourses: 'You have no courses yet: create one here.',
      courseName: 'Course name',
      shortName: 'Short name',
      submit: 'Add to the learning platform',
      returning: 'Returning to your learning platform...',
      loadFailed:
        'The courses could not be loaded. Add the activity in your learning platform again.',
      pickCourse: 'Choose a course.',
    },
    platforms: {
      title: 'LTI platforms',
      registrationTitle: 'Registration URL',
      registrationHelp:
        'In Moodle: Site administration > Plugins > Activity modules > External tool > Manage tools. Paste this URL as the tool URL and press Add LTI Advantage.',
      noRegistrationUrl:
        'Dynamic registration is off: set LTI_REGISTRATION_KEY on the server to get a registration URL.',
      copy: 'Copy',
      copied: 'The registration URL was copied.',
      copyFailed: 'The URL could not be copied: select it and copy it by hand.',
      listTitle: 'Registered platforms',
      none: 'No platform is registered yet.',
      name: 'Name',
      issuer: 'Issuer',
      clientId: 'Client ID',
      deploymentIds: 'Deployment IDs',
      registeredVia: 'Registered',
      createdAt: 'Added on',
      via: { dynamic: 'By dynamic registration', manual: 'By hand' },
      add: 'Add a platform',
      addTitle: 'Add a platform by hand',
      deploymentId: 'Deployment ID',
      authUrl: 'Authorization URL',
      tokenUrl: 'Access token URL',
      jwksUrl: 'Public keyset (JWKS) URL',
      urlHint: 'https, or http on 127.0.0.1 or localhost',
      cancel: 'Cancel',
      save: 'Add',
      added: 'The platform was added.',
      remove: 'Remove',
      removeLabel: (name: string) => `Remove ${name}`,
      confirmRemove: 'Are you sure that you want to remove this platform?',
      removeConsequence: 'Its links in the learning platform stop working.',
      removed: 'The platform was removed.',
      loadFailed: 'The platforms could not be loaded.',
    },
    // The contract's LTI_TEXT that the platform dialog and the deep-link form show.
    errors: {
      nameRequired: 'Name is required.',
      clientIdRequired: 'Client ID is required.',
      deploymentIdRequired: 'Deployment ID is required.',
      urlInvalid: 'Enter a full URL (https, or http on localhost).',
      courseNameRequired: 'Course name is required.',
      courseShortNameRequired: 'Short name is required.',
    },
  },

  // Passkeys: keeping an account on the device (join credentials step, login pages, settings).
  passkeys: {
    keep: 'Keep this account with a passkey',
    keepIntro:
      'Your phone or computer keeps the key to your account and unlocks it with your fingerprint, face or screen lock. Nothing to write down.',
    keeping: 'Waiting for your device...',
    kept: 'Your account is kept with a passkey on this device. Next time, choose "Log in with a passkey".',
    alsoCredentials:
      'You do not need them any more, but if you want to log in on another device, here are your Private ID and password:',
    login: 'Log in with a passkey',
    loggingIn: 'Waiting for your passkey...',
    cancelled: 'No passkey was used. You can try again.',
    notSaved: 'No passkey was saved. You can try again, or keep your Private ID and password.',
    failed: 'Something went wrong with the passkey. Please try again.',
    settingsTitle: 'Passkeys',
    settingsIntro:
      'A passkey lets you log in on this device with your fingerprint, face or screen lock instead of a password.',
    add: 'Add a passkey',
    added: 'Passkey added.',
    none: 'You have no passkey yet.',
    unsupported: 'This browser cannot use passkeys.',
    listLabel: 'Your passkeys',
    name: (index: number) => `Passkey ${index}`,
    created: (date: string) => `Added on ${date}`,
    lastUsed: (date: string) => `last used on ${date}`,
    neverUsed: 'not used yet',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    removed: 'Passkey removed. Remove it from your device too, in its passkey settings.',
    loadFailed: 'Your passkeys could not be loaded.',
  },
  // Campus sign-in (OpenID Connect) for teachers: the login page's button and /sso/complete.
  sso: {
    button: 'Sign in with your campus account',
    or: 'or',
    completeTitle: 'Campus sign-in',
    signingIn: 'Signing you in...',
    failedTitle: 'The sign-in did not work',
    noHandoff: 'This page finishes a campus sign-in. Please sign in again from the teacher login.',
    failed: 'The sign-in could not be completed. Please sign in again.',
    backToLogin: 'Back to the teacher login',
    refusedTitle: 'Campus sign-in did not work',
    refused: {
      disabled: 'Campus sign-in is not set up on this server. Log in with your username instead.',
      unavailable:
        'The campus sign-in service cannot be reached right now. Please try again in a few minutes, or log in with your username.',
      state:
        'This sign-in took too long or was already used. Please press the campus sign-in button again.',
      denied: 'The sign-in was cancelled at your campus login. You can try again.',
      failed:
        'Your campus login sent an answer that could not be checked. Please try again; if it happens again, tell your IT support.',
      unverified:
        'Your campus account has no verified e-mail address, so no teacher account can be opened with it.',
      domain:
        'Your campus e-mail address is not one this server accepts for teachers. Ask your administrator which sign-in to use.',
      not_teacher:
        'This e-mail address belongs to a student account. Campus sign-in is for teachers only.',
    },
  },
} as const;

/** The texts in the active language (text/locale.ts); English until another is chosen. */
export const text: typeof en = localized(en);
