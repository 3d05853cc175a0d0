import { MenuItem, TextField } from '@mui/material';
import { LIVE_SORT_KEYS, type SortKey } from '@o4f/contract';
import { useId } from 'react';
import { text } from '../../../text/en.ts';

/** The 'Sort by' dropdown of the Q&A screens (the live page's three sorts unless told). */
export function QaSortSelect<K extends SortKey>({
  value,
  onChange,
  options = LIVE_SORT_KEYS as unknown as readonly K[],
  label = text.qa.sortBy,
}: {
  value: K;
  onChange: (sort: K) => void;
  options?: readonly K[];
  label?: string;
}) {
  const id = useId();
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as K)}
      sx={{ width: 200 }}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 264, width: 150 } } } } },
      }}
    >
      {options.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {text.qa.sort[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}
