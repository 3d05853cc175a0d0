import HomeIcon from '@mui/icons-material/Home';
import { Breadcrumbs, Link as MuiLink, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link, matchPath, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { homePathFor, useStoredSession } from '../../lib/session.ts';
import type { StoredRole } from '../../lib/storage.ts';
import { text } from '../../text/en.ts';

/** Pages whose breadcrumb ends with the selected lecture's name. */
const LECTURE_PAGES = [
  '/teacher/my-lectures/edit/:lectureNum',
  '/lecture/:lectureNum/stats',
  '/lecture/:lectureNum/live',
  '/lecture/:lectureNum/video',
];

export function lectureNumOnPage(pathname: string): string | null {
  for (const pattern of LECTURE_PAGES) {
    const match = matchPath(pattern, pathname);
    if (match) return match.params.lectureNum ?? null;
  }
  return matchPath(paths.teacher.slideStats, pathname) ? '' : null;
}

export function AppBreadcrumbs({ role }: { role: StoredRole }) {
  const { selectedCourse, selectedLecture } = useStoredSession();
  const { pathname } = useLocation();
  const lectureNum = lectureNumOnPage(pathname);
  const showLecture =
    selectedLecture !== null &&
    lectureNum !== null &&
    (lectureNum === '' || String(selectedLecture.lectureNum) === lectureNum);
  const lecturesPath = role === 'TEACHER' ? paths.teacher.myLectures : paths.student.myLectures;
  // On a phone the live page's heading is the lecture's name, right below: the crumb would
  // repeat it and push the reactions down.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const nameInHeading = phone && matchPath('/lecture/:lectureNum/live', pathname) !== null;

  return (
    <Breadcrumbs aria-label={text.nav.breadcrumb} sx={{ mb: 2 }}>
      <MuiLink
        component={Link}
        to={homePathFor(role)}
        aria-label={text.nav.home}
        color="inherit"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeIcon fontSize="small" />
      </MuiLink>
      {selectedCourse &&
        (showLecture ? (
          <MuiLink component={Link} to={lecturesPath} color="inherit" underline="hover">
            {selectedCourse.shortName || selectedCourse.name}
          </MuiLink>
        ) : (
          <Typography color="text.primary">
            {selectedCourse.shortName || selectedCourse.name}
          </Typography>
        ))}
      {selectedCourse && showLecture && !nameInHeading && (
        <Typography color="text.primary">{selectedLecture.name}</Typography>
      )}
    </Breadcrumbs>
  );
}
