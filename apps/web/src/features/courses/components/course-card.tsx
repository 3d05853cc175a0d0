import EventIcon from '@mui/icons-material/Event';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Card,
  CardActionArea,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import type { Course } from '@o4f/contract';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import { truncateName } from '../utils/truncate-name.ts';

interface CourseCardProps {
  course: Course;
  selected: boolean;
  /** Teachers edit a course from the card's menu. */
  onEdit?: (course: Course) => void;
  onOpen: (course: Course) => void;
}

/** The card, name included, opens the course's lectures; Edit sits on the card's menu. */
export function CourseCard({ course, selected, onEdit, onOpen }: CourseCardProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The action's name holds the visible name (WCAG label in name); the date is beside it. */}
        <CardActionArea
          onClick={() => onOpen(course)}
          aria-label={text.courses.openCourse(course.name)}
          aria-current={selected ? 'true' : undefined}
          sx={{ px: 2, pt: 2, pb: 1 }}
        >
          <Typography
            variant="h6"
            component="h2"
            title={course.name}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {truncateName(course.name)}
          </Typography>
        </CardActionArea>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', color: 'text.secondary', px: 2, pb: 2 }}
        >
          <EventIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {text.courses.startsOn(formatDate(course.startDate, 'date'))}
          </Typography>
        </Stack>
      </Box>
      {onEdit && (
        <Box sx={{ m: 0.5 }}>
          <IconButton
            aria-label={text.courses.courseMenu(course.name)}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
          >
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                onEdit(course);
              }}
            >
              {text.courses.edit}
            </MenuItem>
          </Menu>
        </Box>
      )}
    </Card>
  );
}
