import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { Course } from '@o4f/contract';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import { truncateName } from '../utils/truncate-name.ts';

interface CourseCardProps {
  course: Course;
  selected: boolean;
  /** Teachers edit a course from its card header. */
  onEdit?: (course: Course) => void;
  onOpen: (course: Course) => void;
}

export function CourseCard({ course, selected, onEdit, onOpen }: CourseCardProps) {
  const title = (
    <Typography variant="h6" component="h2" title={course.name} sx={{ overflowWrap: 'anywhere' }}>
      {truncateName(course.name)}
    </Typography>
  );

  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      {onEdit && (
        <CardActionArea
          onClick={() => onEdit(course)}
          aria-label={text.courses.editCourse(course.name)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>{title}</Box>
            <EditOutlinedIcon fontSize="small" color="action" aria-hidden />
          </Stack>
        </CardActionArea>
      )}
      <CardActionArea
        onClick={() => onOpen(course)}
        aria-label={text.courses.openCourse(course.name)}
        aria-current={selected ? 'true' : undefined}
        sx={{ flex: 1 }}
      >
        <CardContent>
          {!onEdit && title}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'text.secondary', mt: onEdit ? 0 : 1 }}
          >
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {text.courses.startsOn(formatDate(course.startDate, 'date'))}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
