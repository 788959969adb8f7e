import { useEffect, useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_INPUT_MAX } from 'shared';
import { messages } from '../../../messages';

const t = messages.sale;

interface Period {
  /** 'YYYY-MM-DD', as date inputs use. */
  from: string;
  to: string;
}

const MAX_SPAN_DAYS = 366;

/** Why a period cannot be asked for, or null when it can (the server applies the same rule). */
function periodError({ from, to }: Period): string | null {
  if (!from || !to) return null;
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return span < 0 || span >= MAX_SPAN_DAYS ? t.badRange : null;
}

/** The history's period; a change applies as soon as both dates make a valid period. */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const [draft, setDraft] = useState(value);
  // The server's answer (its default period, a new address) replaces what was typed.
  const { from, to } = value;
  useEffect(() => setDraft({ from, to }), [from, to]);
  const error = periodError(draft);
  // The one message under 開始日 is about the period: it describes 終了日 too (accessibility).
  const fromId = useId();

  const change = (next: Period) => {
    setDraft(next);
    if (next.from && next.to && !periodError(next)) onChange(next);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        type="date"
        size="small"
        label={t.from}
        value={draft.from}
        id={fromId}
        onChange={(e) => change({ ...draft, from: e.target.value })}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } }}
      />
      <TextField
        type="date"
        size="small"
        label={t.to}
        value={draft.to}
        onChange={(e) => change({ ...draft, to: e.target.value })}
        error={Boolean(error)}
        helperText=" "
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX, 'aria-describedby': error ? `${fromId}-helper-text` : undefined } }}
      />
    </Stack>
  );
}
