import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { messages } from '../../../messages';
import { LISTING_SORTS, type ListingSort } from '../listing-params';

const f = messages.filters;
const KEYWORD_DELAY_MS = 400;

type Props = {
  keyword: string;
  sort: ListingSort;
  onKeyword: (keyword: string) => void;
  onSort: (sort: ListingSort) => void;
};

/** Keyword (product, variety, shipper; kana too) and order, on phones too: both go to the address. */
export function ListingSearchBar({ keyword, sort, onKeyword, onSort }: Props) {
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  // The address follows the typing after a short pause, not on every key.
  useEffect(() => {
    if (text.trim() === keyword.trim()) return undefined;
    const timer = setTimeout(() => onKeyword(text), KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, keyword, onKeyword]);

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', tablet: 'minmax(0, 2fr) minmax(0, 1fr)' }, mb: 1.5 }}>
      <TextField
        size="small"
        type="search"
        label={f.keyword}
        placeholder={f.keywordHint}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onKeyword(text);
        }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select size="small" label={f.sort} value={sort} onChange={(e) => onSort(LISTING_SORTS.find((s) => s === e.target.value) ?? 'default')}>
        {LISTING_SORTS.map((value) => (
          <MenuItem key={value} value={value}>
            {f.sorts[value]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
