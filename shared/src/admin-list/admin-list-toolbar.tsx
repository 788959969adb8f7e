import SearchIcon from '@mui/icons-material/Search';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import type { AdminListState } from './admin-list-types';

export interface AdminListToolbarProps {
  list: AdminListState;
  searchable: boolean;
  suspendedSwitch: boolean;
  filters?: ReactNode;
}

/** Search as you type, the include-suspended switch and the list's own filters; wraps on narrow screens. */
export function AdminListToolbar({ list, searchable, suspendedSwitch, filters }: AdminListToolbarProps) {
  if (!searchable && !suspendedSwitch && !filters) return null;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {searchable ? (
        <TextField
          size="small"
          type="search"
          label={messages.search}
          value={list.queryText}
          onChange={(event) => list.setQueryText(event.target.value)}
          sx={{ width: { xs: '100%', mobile: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      {filters}
      {suspendedSwitch ? (
        <FormControlLabel
          control={
            <Switch
              checked={list.params.include_suspension_rows === 1}
              onChange={(event) => list.setParams({ include_suspension_rows: event.target.checked ? 1 : 0 })}
            />
          }
          label={messages.includeSuspended}
        />
      ) : null}
    </Stack>
  );
}
