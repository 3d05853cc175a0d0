/** Test data for the Q&A screens: a valid post of each kind with sensible defaults. */
import type { Answer, Discussion, DiscussionMessage, Question } from '@o4f/contract';

let nextId = 100;
const id = () => (nextId += 1);

export function buildQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: id(),
    text: 'What is an eigenvalue?',
    createdAt: '2026-03-02T10:15:00.000Z',
    pseudonym: 'Blue Fox',
    courseId: 7,
    lectureNum: 3,
    selfFlagged: false,
    flagged: false,
    answerCount: 0,
    numUpVotes: 0,
    numDownVotes: 0,
    vote: 0,
    showRiseUp: false,
    hasRiseUp: false,
    selfPosted: false,
    editable: false,
    respondable: true,
    answerNotifCount: 0,
    removedFromClass: false,
    notificationId: null,
    teacherQuestion: false,
    hasHistory: false,
    slideNumber: -1,
    teacherCanView: true,
    discussionCount: 0,
    lectureId: 31,
    deletable: false,
    answered: false,
    highlighted: false,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<DiscussionMessage> = {}): DiscussionMessage {
  return {
    id: id(),
    createdAt: '2026-03-02T10:20:00.000Z',
    pseudonym: 'Red Owl',
    message: 'Could you explain more?',
    teacherPost: false,
    ...overrides,
  };
}

export function buildDiscussion(overrides: Partial<Discussion> = {}): Discussion {
  return {
    id: id(),
    answerPosterPseudonym: 'Green Cat',
    discussionStarterPseudonym: 'Red Owl',
    respondable: false,
    messages: [buildMessage()],
    answerId: 1,
    questionId: 1,
    courseId: 7,
    lectureNum: 3,
    createdAt: '2026-03-02T10:20:00.000Z',
    selfInvolved: false,
    notificationId: null,
    ...overrides,
  };
}

export function buildAnswer(overrides: Partial<Answer> = {}): Answer {
  const question = overrides.question ?? buildQuestion();
  return {
    id: id(),
    questionId: question.id,
    question,
    text: 'A scalar that stretches an eigenvector.',
    createdAt: '2026-03-02T10:18:00.000Z',
    pseudonym: 'Green Cat',
    courseId: 7,
    lectureNum: 3,
    numUpVotes: 0,
    numDownVotes: 0,
    vote: 0,
    flagged: false,
    hasRiseUp: false,
    selfPosted: false,
    selfFlagged: false,
    respondable: true,
    discussionCount: 0,
    discussionNotifCount: 0,
    removedFromClass: false,
    notificationId: null,
    editable: false,
    teacherAnswer: false,
    hasHistory: false,
    teacherCanView: true,
    discussions: [],
    lectureId: 31,
    showRiseUp: false,
    ...overrides,
  };
}
