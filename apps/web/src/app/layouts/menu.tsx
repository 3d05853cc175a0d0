/** The side menu of each role, in the spec's groups. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import CastForEducationIcon from '@mui/icons-material/CastForEducation';
import ChatIcon from '@mui/icons-material/Chat';
import ClassIcon from '@mui/icons-material/Class';
import FeedbackIcon from '@mui/icons-material/Feedback';
import HubIcon from '@mui/icons-material/Hub';
import ForumIcon from '@mui/icons-material/Forum';
import HelpOutlineIcon from '@mui/icons-material/HelpCenter';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.ts';
import type { StoredRole } from '../../lib/storage.ts';
import { text } from '../../text/en.ts';
import { mirrorInRtl } from '../../components/mirror-in-rtl.ts';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** A route, or absent for the log-out action. */
  to?: string;
}

export interface MenuState {
  hasCourse: boolean;
  isAdmin: boolean;
  /** Any lecture of the selected course is live (changes the Class Status icon). */
  anyLive?: boolean;
}

export function menuGroups(
  role: StoredRole,
  { hasCourse, isAdmin, anyLive = false }: MenuState,
): MenuEntry[][] {
  const account: MenuEntry[] = [
    // Admin teachers: the learning platforms the tool is registered with (no course needed).
    ...(role === 'TEACHER' && isAdmin
      ? [
          {
            key: 'lti-platforms',
            label: text.nav.ltiPlatforms,
            icon: <HubIcon />,
            to: paths.teacher.ltiPlatforms,
          },
        ]
      : []),
    {
      key: 'settings',
      label: text.nav.mySettings,
      icon: <SettingsIcon />,
      to: role === 'TEACHER' ? paths.teacher.settings : paths.student.settings,
    },
    {
      key: 'how-it-works',
      label: text.nav.howItWorks,
      icon: <HelpOutlineIcon />,
      to: role === 'TEACHER' ? paths.teacher.howItWorks : paths.student.howItWorks,
    },
    { key: 'logout', label: text.nav.logOut, icon: <LogoutIcon sx={mirrorInRtl} /> },
  ];
  const feedback: MenuEntry[] = [
    {
      key: 'feedback',
      label: text.nav.feedback,
      icon: <FeedbackIcon />,
      to: role === 'TEACHER' ? paths.teacher.feedback : paths.student.feedback,
    },
  ];

  if (role === 'TEACHER') {
    const courses: MenuEntry[] = [
      {
        key: 'my-courses',
        label: text.nav.myCourses,
        icon: <SchoolIcon />,
        to: paths.teacher.myCourses,
      },
      ...(hasCourse
        ? [
            {
              key: 'my-lectures',
              label: text.nav.myLectures,
              icon: <ClassIcon />,
              to: paths.teacher.myLectures,
            },
          ]
        : []),
    ];
    const lecture: MenuEntry[] = hasCourse
      ? [
          {
            key: 'class-status',
            label: anyLive ? text.nav.classStatusLive : text.nav.classStatus,
            icon: anyLive ? <LiveTvIcon color="error" /> : <CastForEducationIcon />,
            to: paths.teacher.classStatus,
          },
          ...(isAdmin
            ? [
                {
                  key: 'admin-stats',
                  label: text.nav.statisticsAdmin,
                  icon: <AdminPanelSettingsIcon />,
                  to: paths.teacher.adminStats,
                },
              ]
            : []),
          {
            key: 'stats',
            label: text.nav.statistics,
            icon: <BarChartIcon />,
            to: paths.teacher.stats,
          },
          {
            key: 'questions',
            label: text.nav.questions,
            icon: <QuestionAnswerIcon />,
            to: paths.teacher.myQuestions,
          },
          {
            key: 'answers',
            label: text.nav.answers,
            icon: <ChatIcon />,
            to: paths.teacher.myAnswers,
          },
          {
            key: 'discussions',
            label: text.nav.discussions,
            icon: <ForumIcon />,
            to: paths.teacher.myDiscussions,
          },
          {
            key: 'notifications',
            label: text.nav.notifications,
            icon: <NotificationsIcon />,
            to: paths.teacher.notifications,
          },
        ]
      : [];
    return [courses, lecture, account, feedback].filter((group) => group.length > 0);
  }

  const courses: MenuEntry[] = [
    {
      key: 'my-courses',
      label: text.nav.myCourses,
      icon: <SchoolIcon />,
      to: paths.student.myCourses,
    },
    ...(hasCourse
      ? [
          {
            key: 'my-lectures',
            label: text.nav.myLectures,
            icon: <ClassIcon />,
            to: paths.student.myLectures,
          },
        ]
      : []),
    {
      key: 'join',
      label: text.nav.joinLecture,
      icon: <LoginIcon sx={mirrorInRtl} />,
      to: paths.oldOrNewStudent,
    },
  ];
  const posts: MenuEntry[] = hasCourse
    ? [
        {
          key: 'questions',
          label: text.nav.questions,
          icon: <QuestionAnswerIcon />,
          to: paths.student.myQuestions,
        },
        {
          key: 'answers',
          label: text.nav.answers,
          icon: <ChatIcon />,
          to: paths.student.myAnswers,
        },
        {
          key: 'discussions',
          label: text.nav.discussions,
          icon: <ForumIcon />,
          to: paths.student.myDiscussions,
        },
        {
          key: 'notifications',
          label: text.nav.notifications,
          icon: <NotificationsIcon />,
          to: paths.student.notifications,
        },
      ]
    : [];
  return [courses, posts, account, feedback].filter((group) => group.length > 0);
}
