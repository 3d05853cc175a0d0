// The e-mails' words in English (the server catalogues translate them: i18n/english.ts).

export const MAIL_TEXT = {
  verifySubject: 'Open4Feedback: verify your email address',
  verifyBody: (firstName: string, link: string) =>
    [
      `Hello ${firstName},`,
      '',
      'Please open this link to verify your school email address for Open4Feedback:',
      link,
      '',
      'The link is valid for 48 hours.',
    ].join('\n'),
} as const;
