import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, formatDateWithWeekday, QueryState, useIsBelow } from 'shared';
import { messages } from '../../../messages';
import { useGetSaleDetailQuery } from '../api';
import { csvFileName, detailCsv } from '../sale-csv';
import { DaySummary } from './day-summary';
import { SaleDetailCards } from './sale-detail-cards';
import { SaleDetailTable } from './sale-detail-table';
import { SokuhoChip } from './sokuho-chip';

const t = messages.sale;

interface SaleDetailPanelProps {
  purchaseDate: string;
  branch?: string;
  onClose: () => void;
}

/** One day's totals and lines, with their CSV. */
export function SaleDetailPanel({ purchaseDate, branch, onClose }: SaleDetailPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const Lines = useIsBelow('tablet') ? SaleDetailCards : SaleDetailTable;
  // The panel opens under a month of history: bring it into view, above all on a phone.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [purchaseDate]);
  const result = useGetSaleDetailQuery({ purchase_date: purchaseDate, branch });
  const { data } = result;
  const title = t.detailTitle(formatDateWithWeekday(purchaseDate));
  const lines = data?.datas ?? [];
  return (
    <Box component="section" ref={panel} aria-label={title} sx={{ scrollMarginTop: 72, mt: 3, pt: 2, borderTop: 2, borderColor: 'primary.main' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h6">
          {title}
          {data?.isSokuho && <SokuhoChip />}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={lines.length === 0}
            onClick={() => downloadCsv(csvFileName(t.detailFile, data?.branch_number, purchaseDate), detailCsv(purchaseDate, lines))}
          >
            {t.downloadDetailCsv}
          </Button>
          <Button onClick={onClose}>{t.closeDetail}</Button>
        </Stack>
      </Stack>
      <QueryState
        result={result}
        isEmpty={(day) => day.datas.length === 0}
        loadingText={messages.common.loading}
        errorText={messages.common.loadError}
        emptyText={t.detailEmpty}
      >
        {(day) => (
          <>
            <DaySummary day={day} />
            <Lines lines={day.datas} caption={title} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
