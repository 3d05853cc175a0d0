/**
 * /lti/deep-link/:deepLinkId: a teacher adding the tool in an LMS course picks one of their
 * courses, or one lecture of it, or creates a course; the signed answer goes back to the LMS in
 * the form it asked for (POST to its return URL, the JWT in a field named JWT).
 */
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ltiDeepLinkChoice, type LtiDeepLinkChoice, type LtiDeepLinkResult } from '@o4f/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FORM_MESSAGES, localMessage } from '../../../lib/form-messages.ts';
import { text } from '../../../text/en.ts';
import { useDeepLinkOptions, useSendDeepLinkChoice } from '../api/deep-link.ts';

const t = text.lti.deepLink;
const WHOLE_COURSE = 'course';

type Mode = 'existing' | 'create';

/** Posts the signed answer to the LMS as soon as it is drawn. */
function ReturnToPlatform({ result }: { result: LtiDeepLinkResult }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, []);
  return (
    <Box component="form" ref={formRef} method="post" action={result.formAction}>
      <input type="hidden" name="JWT" value={result.jwt} />
      <Typography role="status">{t.returning}</Typography>
    </Box>
  );
}

export default function DeepLinkPage() {
  const { deepLinkId = '' } = useParams<{ deepLinkId: string }>();
  const options = useDeepLinkOptions(deepLinkId);
  const send = useSendDeepLinkChoice();
  const [mode, setMode] = useState<Mode | null>(null);
  const [courseId, setCourseId] = useState<number | ''>('');
  const [lecture, setLecture] = useState<string>(WHOLE_COURSE);
  const [name, setName] = useState('');
  const [shortName, setShortName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{t.loadFailed}</Alert>;
  if (send.data) return <ReturnToPlatform result={send.data} />;

  const { platformName, courses } = options.data;
  const chosenMode: Mode = mode ?? (courses.length > 0 ? 'existing' : 'create');
  const course = courses.find((candidate) => candidate.id === courseId);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    let choice: unknown;
    if (chosenMode === 'existing') {
      if (!course) {
        setErrors({ courseId: t.pickCourse });
        return;
      }
      choice =
        lecture === WHOLE_COURSE
          ? { courseId: course.id }
          : { courseId: course.id, lectureNum: Number(lecture) };
    } else {
      choice = { newCourse: { name, shortName } };
    }
    const parsed = ltiDeepLinkChoice.safeParse(choice);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1) ?? '');
        found[field] ??= localMessage(issue.message, FORM_MESSAGES.lti);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate({ deepLinkId, choice: parsed.data as LtiDeepLinkChoice });
  };

  return (
    <FormPage title={t.title} maxWidth={640}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Typography>{t.intro(platformName)}</Typography>
          {courses.length === 0 && <Alert severity="info">{t.noCourses}</Alert>}
          <FormControl>
            <FormLabel id="lti-deep-link-mode" sx={{ position: 'absolute', left: -10000 }}>
              {t.title}
            </FormLabel>
            <RadioGroup
              aria-labelledby="lti-deep-link-mode"
              row
              value={chosenMode}
              onChange={(event) => {
                setMode(event.target.value as Mode);
                setErrors({});
              }}
            >
              <FormControlLabel
                value="existing"
                control={<Radio />}
                label={t.existing}
                disabled={courses.length === 0}
              />
              <FormControlLabel value="create" control={<Radio />} label={t.create} />
            </RadioGroup>
          </FormControl>
          {chosenMode === 'existing' ? (
            <>
              <TextField
                select
                label={t.course}
                value={courseId}
                onChange={(event) => {
                  setCourseId(Number(event.target.value));
                  setLecture(WHOLE_COURSE);
                  setErrors({});
                }}
                error={Boolean(errors.courseId)}
                helperText={errors.courseId ?? ' '}
              >
                {courses.map((candidate) => (
                  <MenuItem key={candidate.id} value={candidate.id}>
                    {candidate.shortName
                      ? `${candidate.name} (${candidate.shortName})`
                      : candidate.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t.lecture}
                value={lecture}
                onChange={(event) => setLecture(event.target.value)}
                disabled={!course}
              >
                <MenuItem value={WHOLE_COURSE}>{t.wholeCourse}</MenuItem>
                {(course?.lectures ?? []).map((item) => (
                  <MenuItem key={item.lectureNum} value={String(item.lectureNum)}>
                    {t.lectureOption(item.lectureNum, item.name)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : (
            <>
              <TextField
                label={t.courseName}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name ?? ' '}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                label={t.shortName}
                value={shortName}
                onChange={(event) => setShortName(event.target.value)}
                error={Boolean(errors.shortName)}
                helperText={errors.shortName ?? ' '}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            </>
          )}
          <Box>
            <Button type="submit" variant="contained" loading={send.isPending}>
              {t.submit}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormPage>
  );
}
