import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { text } from '../../../text/en.ts';

const ALL = '__all';
const NONE = '__none';

export interface FilterOption {
  id: number;
  label: string;
}

/** The spec's select menus: at most 264 px high and 150 px wide. */
const MENU_PAPER = { sx: { maxHeight: 264, width: 150 } };

/** A multi-select with All and None entries on top of the options. */
export function MultiSelectFilter({
  label,
  options,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  options: FilterOption[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const renderValue = (selected: unknown) => {
    const ids = selected as number[];
    if (ids.length === 0) return text.qaLists.none;
    if (options.length > 0 && ids.length === options.length) return text.qaLists.all;
    if (ids.length === 1) return options.find((option) => option.id === ids[0])?.label ?? '';
    return text.qaLists.selectedCount(ids.length);
  };

  const handleChange = (raw: unknown) => {
    const picked = (Array.isArray(raw) ? raw : []) as (number | string)[];
    if (picked.includes(ALL)) onChange(options.map((option) => option.id));
    else if (picked.includes(NONE)) onChange([]);
    else onChange(picked.filter((item): item is number => typeof item === 'number'));
  };

  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => handleChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 200 } }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue,
          MenuProps: { slotProps: { paper: MENU_PAPER } },
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value={ALL}>{text.qaLists.all}</MenuItem>
      <MenuItem value={NONE}>{text.qaLists.none}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <Checkbox size="small" checked={value.includes(option.id)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={option.label} slotProps={{ primary: { noWrap: true } }} />
        </MenuItem>
      ))}
    </TextField>
  );
}
