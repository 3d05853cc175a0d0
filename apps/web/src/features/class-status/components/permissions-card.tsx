import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { text } from '../../../text/en.ts';
import { useUpdatePermission, type LecturePermission } from '../api/update-permissions.ts';
import type { TeacherExpressions } from '../hooks/use-teacher-expressions.ts';
import { StatusCard } from './status-card.tsx';

interface PermissionsCardProps {
  lecture: Lecture;
  expressions: Pick<TeacherExpressions, 'allowReactions' | 'setAllowReactions'>;
}

const LECTURE_SWITCHES: { permission: LecturePermission; label: string }[] = [
  { permission: 'allowQuestionsDuringLecture', label: text.classStatus.permissions.allowQuestions },
  {
    permission: 'allowDiscussionsDuringLecture',
    label: text.classStatus.permissions.allowDiscussions,
  },
];

/** Q&A and discussions are the lecture's stored flags; reactions are a live switch. */
export function PermissionsCard({ lecture, expressions }: PermissionsCardProps) {
  const update = useUpdatePermission();
  const pending = update.isPending ? update.variables : undefined;
  return (
    <StatusCard title={text.classStatus.permissions.title}>
      <FormGroup>
        {LECTURE_SWITCHES.map(({ permission, label }) => (
          <FormControlLabel
            key={permission}
            label={label}
            control={
              <Switch
                checked={pending?.permission === permission ? pending.value : lecture[permission]}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate({ lecture, permission, value: event.target.checked })
                }
              />
            }
          />
        ))}
        <FormControlLabel
          label={text.classStatus.permissions.allowReactions}
          control={
            <Switch
              checked={expressions.allowReactions ?? true}
              onChange={(event) => expressions.setAllowReactions(event.target.checked)}
            />
          }
        />
      </FormGroup>
    </StatusCard>
  );
}
