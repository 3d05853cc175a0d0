import { MenuItem, TextField } from '@mui/material';
import { text } from '../../../text/en.ts';

/** The live page's sorts (the spec offers only these three there). */
export const QA_SORTS = ['time', 'votes', 'answers'] as const;
export type QaSort = (typeof QA_SORTS)[number];

export function QaSortSelect({
  value,
  onChange,
}: {
  value: QaSort;
  onChange: (sort: QaSort) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={text.liveLecture.sortLabel}
      value={value}
      onChange={(event) => onChange(event.target.value as QaSort)}
      sx={{ width: 200 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 264 } } } } } }}
    >
      {QA_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {text.liveLecture.sort[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}
