// A refusal of an LMS request: said in words on an HTML page, with its status.

export class LtiRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 502,
    message: string,
    /** What the log says (never a token, a subject or a name). */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'LtiRefusal';
  }
}

export const LTI_MESSAGES = {
  registrationKey:
    'Nothing was registered: the registration URL has no valid key. Copy the whole registration URL from the Open4Feedback administration page.',
  registrationParams:
    'Nothing was registered: the LMS did not send its openid_configuration address.',
  registrationUrl:
    'Nothing was registered: the LMS configuration must be reached over https (http only on localhost).',
  registrationConfig:
    'Nothing was registered: the LMS configuration could not be read or is incomplete.',
  registrationIssuer:
    "Nothing was registered: the LMS configuration's issuer does not match the address it was read from.",
  registrationRefused: 'Nothing was registered: the LMS refused the registration.',
  loginParams: 'The LMS sent an incomplete login request (iss and login_hint are needed).',
  loginUnknownPlatform:
    'This LMS is not registered with Open4Feedback. Ask your administrator to register it.',
  loginAmbiguous:
    'This LMS is registered more than once; it must say which client it launches (client_id).',
  loginDeployment: 'This deployment of the tool is not registered with Open4Feedback.',
  launchParams: 'The launch is incomplete: the LMS sent no id_token or no state.',
  launchState:
    'This launch has expired or was already used. Open Open4Feedback again from your course.',
  launchPlatformGone: 'The LMS of this launch is no longer registered with Open4Feedback.',
  launchAlgorithm: 'The launch was refused: it is not signed with RS256.',
  launchSignature: "The launch was refused: its signature does not match the LMS's keys.",
  launchKeys: "The LMS's keys could not be fetched. Try again in a moment.",
  launchIssuer: 'The launch was refused: it comes from another issuer than the registered LMS.',
  launchAudience: 'The launch was refused: it is not addressed to Open4Feedback.',
  launchAzp: 'The launch was refused: its authorized party is not Open4Feedback.',
  launchExpired: 'The launch was refused: it has expired. Open Open4Feedback again.',
  launchNonce: 'The launch was refused: it does not answer this login (nonce).',
  launchInvalid: 'The launch was refused: its id_token is not valid.',
  launchDeployment: 'The launch was refused: this deployment of the tool is not registered.',
  launchMessageType: 'The launch was refused: Open4Feedback does not handle this kind of message.',
  launchVersion: 'The launch was refused: only LTI 1.3.0 is supported.',
  launchSubject: 'The launch was refused: it names no user.',
  launchResourceLink: 'The launch was refused: it names no resource link.',
  launchDeepLinkSettings: 'The launch was refused: its deep-linking settings are missing.',
  launchDeepLinkLearner: 'Only teachers can add Open4Feedback to a course.',
  launchStudentAccount:
    'This LMS account is used by a student in Open4Feedback and cannot open it as a teacher.',
  launchNoCourse:
    'This course in the LMS is not linked to Open4Feedback yet. Ask your teacher to open Open4Feedback from the course first.',
  launchOtherTeachersCourse:
    "This activity opens another teacher's course in Open4Feedback, which only that teacher can run. Add the tool to your LMS course again and link one of your own courses.",
  launchNoContext: 'The launch names no course (context); open Open4Feedback from a course.',
  handoffUnknown:
    'This launch link has expired or was already used. Open Open4Feedback again from your course.',
  deepLinkUnknown: 'This course selection has expired. Add Open4Feedback again from the LMS.',
  platformNotFound: 'Platform not found.',
  platformAdded: 'Platform added.',
  platformRemoved: 'Platform removed.',
  platforms: 'LTI platforms',
  session: 'Signed in from the LMS.',
  deepLinkOptions: 'Your courses',
  deepLinkDone: 'Course linked.',
} as const;
