import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../format/number';
import { messages } from '../messages';
import type { Paginated } from '../types/pagination';

export interface PaginationBarProps {
  /** The list's envelope; its rows are not needed here. */
  page: Pick<Paginated<unknown>, 'currentPage' | 'totalPages' | 'total' | 'per'>;
  onPageChange: (page: number) => void;
  /** With both, a page-size selector is shown. */
  perOptions?: number[];
  onPerChange?: (per: number) => void;
}

/** 全N件, page buttons and (optionally) the page size, for any paginated list. */
export function PaginationBar({ page, onPageChange, perOptions, onPerChange }: PaginationBarProps) {
  const totalPages = Math.max(1, page.totalPages);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', my: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {messages.totalCount(formatNumber(page.total))}
      </Typography>
      <Pagination
        count={totalPages}
        page={Math.min(Math.max(1, page.currentPage), totalPages)}
        onChange={(_event, next) => onPageChange(next)}
        color="primary"
        shape="rounded"
      />
      {perOptions && onPerChange ? (
        <TextField
          select
          size="small"
          label={messages.perPage}
          value={page.per}
          onChange={(event) => onPerChange(Number(event.target.value))}
          sx={{ minWidth: 110 }}
        >
          {perOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
