// The 1EdTech claim names and role URIs the tool reads and writes (LTI Core 1.3, Deep Linking 2.0,
// Dynamic Registration 1.0).

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

export const CLAIMS = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  deepLinkingSettings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  data: `${DL}data`,
} as const;

export const TOOL_CONFIGURATION_CLAIM = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
export const PLATFORM_CONFIGURATION_CLAIM =
  'https://purl.imsglobal.org/spec/lti-platform-configuration';

export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
export const DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';
export const LTI_VERSION = '1.3.0';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';
const TEACHER_ROLES = new Set([
  `${LIS}membership#Instructor`,
  `${LIS}membership#TeachingAssistant`,
  `${LIS}membership#Administrator`,
  `${LIS}institution/person#Administrator`,
  `${LIS}system/person#Administrator`,
]);
/** Sub-roles of Instructor (e.g. membership/Instructor#TeachingAssistant) and of TeachingAssistant. */
const TEACHER_SUB_ROLES = [`${LIS}membership/Instructor#`, `${LIS}membership/TeachingAssistant#`];

/** Instructor, Teaching Assistant or Administrator: the launch is a teacher's. */
export const isTeacherRole = (roles: readonly string[]): boolean =>
  roles.some(
    (role) =>
      TEACHER_ROLES.has(role) || TEACHER_SUB_ROLES.some((prefix) => role.startsWith(prefix)),
  );
