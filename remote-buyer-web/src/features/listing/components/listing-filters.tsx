import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { COLOR_GROUPS, TIME_OPTIONS, useIsBelow } from 'shared';
import { messages } from '../../../messages';
import type { ListFilterKey, ListingParams } from '../listing-params';
import type { WebFilterOptions } from '../types';

type Props = {
  options: WebFilterOptions | undefined;
  params: ListingParams;
  onChange: (change: Partial<Omit<ListingParams, 'page' | 'per'>>) => void;
  onClear: () => void;
};

const f = messages.filters;

/** Listing filters (spec §3): every choice goes to the address, and back to page 1. */
export function ListingFilters({ options, params, onChange, onClear }: Props) {
  const isMobile = useIsBelow('tablet');
  const [openOnMobile, setOpenOnMobile] = useState(false);
  const varieties = options?.varieties ?? [];
  const readingOf = new Map(varieties.map((v) => [v.name, v.reading]));
  const lists: Array<{ key: ListFilterKey; label: string; values: string[] }> = [
    { key: 'item_names', label: f.itemNames, values: options?.item_names ?? [] },
    { key: 'sale_dates', label: f.saleDates, values: options?.sale_dates ?? [] },
    { key: 'color_groups', label: f.colorGroups, values: options?.color_groups?.length ? options.color_groups : [...COLOR_GROUPS] },
    { key: 'shippers', label: f.shippers, values: options?.shippers ?? [] },
    { key: 'varieties', label: f.varieties, values: varieties.map((v) => v.name) },
    { key: 'colors', label: f.colors, values: options?.colors ?? [] },
  ];
  const hours = options?.open_hours?.length ? options.open_hours : TIME_OPTIONS;

  if (isMobile && !openOnMobile) {
    return (
      <Button variant="outlined" fullWidth onClick={() => setOpenOnMobile(true)} sx={{ mb: 1 }} aria-expanded={false}>
        {f.show}
      </Button>
    );
  }

  return (
    <Paper variant="outlined" component="form" role="search" aria-label={f.title} onSubmit={(e) => e.preventDefault()} sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(3, minmax(0, 1fr))' } }}>
        {lists.map(({ key, label, values }) => (
          <Autocomplete
            key={key}
            multiple
            size="small"
            options={values}
            value={params[key]}
            onChange={(_e, value) => onChange({ [key]: value })}
            getOptionLabel={(value) => (key === 'varieties' && readingOf.get(value) ? `${value}（${readingOf.get(value)}）` : value)}
            // Varieties are found by their reading too (かな入力).
            filterOptions={(all, state) => {
              const q = state.inputValue.trim();
              if (!q) return all;
              return all.filter((v) => v.includes(q) || (readingOf.get(v) ?? '').includes(q));
            }}
            renderInput={(input) => <TextField {...input} label={label} />}
            noOptionsText="—"
          />
        ))}
        <TextField
          select
          size="small"
          label={f.openHours}
          value={params.open_hours ?? ''}
          onChange={(e) => onChange({ open_hours: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <MenuItem value="">{f.anyHour}</MenuItem>
          {hours.map((h) => (
            <MenuItem key={h.value} value={h.value}>
              {h.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox checked={params.is_web_open} onChange={(e) => onChange({ is_web_open: e.target.checked })} />}
            label={f.isWebOpen}
          />
          <FormControlLabel
            control={<Checkbox checked={params.is_recommended} onChange={(e) => onChange({ is_recommended: e.target.checked })} />}
            label={f.isRecommended}
          />
          <FormControlLabel
            control={<Checkbox checked={params.favorites} onChange={(e) => onChange({ favorites: e.target.checked })} />}
            label={messages.favorites.onlyFilter}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: { xs: 'stretch', tablet: 'flex-end' } }}>
          <Button onClick={onClear}>{f.clear}</Button>
          {isMobile && <Button onClick={() => setOpenOnMobile(false)}>{f.hide}</Button>}
        </Box>
      </Box>
    </Paper>
  );
}
