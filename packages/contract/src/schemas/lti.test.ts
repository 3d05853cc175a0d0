import { describe, expect, it } from 'vitest';
import { isAllowedPlatformUrl, LTI_TEXT, ltiDeepLinkChoice, ltiPlatformInput } from './lti.ts';

describe('isAllowedPlatformUrl', () => {
  it.each([
    'https://moodle.school.example',
    'https://canvas.example.edu/api/lti/authorize_redirect',
    'http://127.0.0.1:8081/auth',
    'http://localhost:3000/jwks?x=1',
    'http://localhost',
  ])('accepts %s', (url) => expect(isAllowedPlatformUrl(url)).toBe(true));

  it.each([
    'http://moodle.school.example',
    'http://localhost.evil.example/auth',
    'http://localhost@evil.example/',
    'http://127.0.0.1:80@evil.example/',
    'http://127.0.0.2/',
    'ftp://moodle.school.example',
    'https://',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => expect(isAllowedPlatformUrl(url)).toBe(false));
});

describe('ltiPlatformInput', () => {
  const input = {
    name: 'Moodle',
    issuer: 'https://moodle.school.example',
    clientId: 'abc',
    deploymentId: '1',
    authUrl: 'https://moodle.school.example/mod/lti/auth.php',
    tokenUrl: 'https://moodle.school.example/mod/lti/token.php',
    jwksUrl: 'https://moodle.school.example/mod/lti/certs.php',
  };

  it('takes a platform with https endpoints', () => {
    expect(ltiPlatformInput.parse(input)).toEqual(input);
  });

  it('says which URL is not allowed', () => {
    const result = ltiPlatformInput.safeParse({
      ...input,
      jwksUrl: 'http://moodle.school.example/',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['jwksUrl'], message: LTI_TEXT.urlInvalid }),
    ]);
  });
});

describe('ltiDeepLinkChoice', () => {
  it('takes a course, a lecture of it, or a new course', () => {
    expect(ltiDeepLinkChoice.safeParse({ courseId: 3 }).success).toBe(true);
    expect(ltiDeepLinkChoice.safeParse({ courseId: 3, lectureNum: 2 }).success).toBe(true);
    expect(
      ltiDeepLinkChoice.safeParse({ newCourse: { name: 'Optics', shortName: 'OPT' } }).success,
    ).toBe(true);
  });

  it('refuses nothing chosen, both at once, and a bad id', () => {
    expect(ltiDeepLinkChoice.safeParse({}).success).toBe(false);
    expect(
      ltiDeepLinkChoice.safeParse({ courseId: 3, newCourse: { name: 'a', shortName: 'b' } })
        .success,
    ).toBe(false);
    expect(ltiDeepLinkChoice.safeParse({ courseId: 0 }).success).toBe(false);
  });
});
