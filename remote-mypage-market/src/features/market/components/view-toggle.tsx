import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { messages } from '../../../messages';

const t = messages.market;

export type FiguresView = 'chart' | 'table';

/** グラフ | 表: every chart of the market keeps its numbers one click away. */
export function ViewToggle({ value, onChange, label }: { value: FiguresView; onChange: (view: FiguresView) => void; label: string }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={messages.common.of(label, t.viewLabel)}
      onChange={(_, next: FiguresView | null) => next && onChange(next)}
    >
      <ToggleButton value="chart">
        <BarChartIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
        {t.viewChart}
      </ToggleButton>
      <ToggleButton value="table">
        <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
        {t.viewTable}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
