/** The list screens' filters: courses, lectures, sort and the Show/Hide Questions switch. */
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Button,
  Collapse,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Course, SortKey } from '@o4f/contract';
import { useState } from 'react';
import { text } from '../../../text/en.ts';
import type { ListFilters } from '../hooks/use-list-filters.ts';
import { MultiSelectFilter, type FilterOption } from './multi-select-filter.tsx';

const MENU_PAPER = { sx: { maxHeight: 264, width: 150 } };

export interface ListFilterBarProps {
  courses: Course[];
  filters: ListFilters;
  sorts: SortKey[];
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  /** Present on answers and discussions: the Show/Hide Questions switch. */
  showQuestions?: { value: boolean; onChange: (value: boolean) => void };
}

export function ListFilterBar({
  courses,
  filters,
  sorts,
  sort,
  onSortChange,
  showQuestions,
}: ListFilterBarProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);

  const courseName = (id: number) => {
    const course = courses.find((candidate) => candidate.id === id);
    return course ? course.shortName || course.name : '';
  };
  const courseOptions: FilterOption[] = courses.map((course) => ({
    id: course.id,
    label: course.name,
  }));
  const manyCourses = filters.courseIds.length > 1;
  const lectureOptions: FilterOption[] = [...filters.lectures]
    .sort((a, b) => a.courseId - b.courseId || a.lectureNum - b.lectureNum)
    .map((lecture) => ({
      id: lecture.id,
      label: manyCourses
        ? text.qaLists.lectureOptionInCourse(
            courseName(lecture.courseId),
            lecture.lectureNum,
            lecture.name,
          )
        : text.qaLists.lectureOption(lecture.lectureNum, lecture.name),
    }));

  const controls = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
    >
      <MultiSelectFilter
        label={text.qaLists.course}
        options={courseOptions}
        value={filters.courseIds}
        onChange={filters.setCourseIds}
      />
      <MultiSelectFilter
        label={text.qaLists.lecture}
        options={lectureOptions}
        value={filters.lectureIds}
        onChange={filters.setLectureIds}
        disabled={filters.courseIds.length === 0}
      />
      <TextField
        select
        size="small"
        label={text.qaLists.sortLabel}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as SortKey)}
        sx={{ width: { xs: '100%', sm: 200 } }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: MENU_PAPER } } } }}
      >
        {sorts.map((key) => (
          <MenuItem key={key} value={key}>
            {text.qaLists.sort[key]}
          </MenuItem>
        ))}
      </TextField>
      {showQuestions && (
        <FormControlLabel
          control={
            <Switch
              checked={showQuestions.value}
              onChange={(event) => showQuestions.onChange(event.target.checked)}
            />
          }
          label={showQuestions.value ? text.qaLists.hideQuestions : text.qaLists.showQuestions}
        />
      )}
    </Stack>
  );

  if (!isMobile)
    return (
      <Box component="section" aria-label={text.qaLists.filtersLabel} sx={{ mb: 2 }}>
        {controls}
      </Box>
    );

  return (
    <Box component="section" aria-label={text.qaLists.filtersLabel} sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls="qa-list-filters"
        onClick={() => setOpen((value) => !value)}
        sx={{ mb: open ? 2 : 0 }}
      >
        {open ? text.qaLists.hideFilters : text.qaLists.showFilters}
      </Button>
      <Collapse in={open} id="qa-list-filters">
        {controls}
      </Collapse>
    </Box>
  );
}
