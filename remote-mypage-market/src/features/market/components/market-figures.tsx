import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../../../messages';
import type { MarketFigure } from '../types';
import { ChartBoundary } from './chart-boundary';
import { FiguresChart } from './figures-chart';
import { FiguresTable } from './figures-table';
import { ViewToggle, type FiguresView } from './view-toggle';

const t = messages.market;

interface MarketFiguresProps {
  title: string;
  rows: readonly MarketFigure[];
  nameLabel: string;
  emptyText: string;
  onSelect?: (key: string) => void;
  selected?: string | null;
  initialView?: FiguresView;
}

/** One level of the market (items or one item's varieties): a chart, with its table one click away. */
export function MarketFigures({ title, rows, nameLabel, emptyText, onSelect, selected, initialView = 'chart' }: MarketFiguresProps) {
  const [view, setView] = useState<FiguresView>(initialView);
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <ViewToggle value={view} onChange={setView} label={title} />
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {emptyText}
        </Typography>
      ) : view === 'chart' ? (
        <ChartBoundary fallback={<FiguresTable rows={rows} nameLabel={nameLabel} caption={title} onSelect={onSelect} selected={selected} />}>
          <FiguresChart rows={rows} caption={title} onSelect={onSelect} />
          {onSelect && <DrillDownChips rows={rows} onSelect={onSelect} selected={selected} />}
        </ChartBoundary>
      ) : (
        <FiguresTable rows={rows} nameLabel={nameLabel} caption={title} onSelect={onSelect} selected={selected} />
      )}
    </Box>
  );
}

/** The chart's drill-down for keyboards and touch: one chip per bar. */
function DrillDownChips({ rows, onSelect, selected }: { rows: readonly MarketFigure[]; onSelect: (key: string) => void; selected?: string | null }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t.pickItem}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {rows.map((r) => (
          <Chip
            key={r.key}
            label={r.name}
            clickable
            color={r.key === selected ? 'primary' : 'default'}
            variant={r.key === selected ? 'filled' : 'outlined'}
            aria-pressed={r.key === selected}
            onClick={() => onSelect(r.key)}
          />
        ))}
      </Stack>
    </Box>
  );
}
