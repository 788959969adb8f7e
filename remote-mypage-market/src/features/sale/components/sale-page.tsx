import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, hyphensToSlashes, PageLayout, QueryState, slashesToHyphens, useAppSelector, useIsBelow, useListParams } from 'shared';
import { messages } from '../../../messages';
import { useGetSaleHistoryQuery } from '../api';
import { csvFileName, historyCsv } from '../sale-csv';
import { BranchSelect } from './branch-select';
import { PeriodFilter } from './period-filter';
import { SaleDetailPanel } from './sale-detail-panel';
import { SaleHistoryCards } from './sale-history-cards';
import { SaleHistoryTable } from './sale-history-table';

const t = messages.sale;

/**
 * /sale: purchases by date with the period's totals. The address holds the state: ?from=&to=
 * (default: the server's last 31 days), ?date= for the open day and, for the head branch,
 * ?branch= (the server decides which branches the caller may see).
 */
export function SalePage() {
  const ownBranch = useAppSelector((s) => s.session.branch_number);
  const phone = useIsBelow('tablet');
  const History = phone ? SaleHistoryCards : SaleHistoryTable;
  const { params, setParams: update } = useListParams({ branch: '', from: '', to: '', date: '' });
  const branch = params.branch || undefined;
  const date = params.date || null;
  const result = useGetSaleHistoryQuery({
    branch,
    from: params.from && hyphensToSlashes(params.from),
    to: params.to && hyphensToSlashes(params.to),
  });

  const { data, isFetching } = result;
  const rows = data?.datas ?? [];
  const branches = data?.branches ?? [];
  // The branch asked for shows at once, while its history is still on its way.
  const shownBranch = branch ?? ownBranch;

  return (
    <PageLayout
      title={t.title}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() => data && downloadCsv(csvFileName(t.historyFile, data.branch_number, data.to), historyCsv(rows))}
        >
          {t.downloadHistoryCsv}
        </Button>
      }
    >
      <Stack direction="row" sx={{ mb: 1, gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {branches.length > 1 && (
          // Switching branch closes the open day: its lines belong to the other branch.
          <BranchSelect branches={branches} value={shownBranch} onChange={(b) => update({ branch: b === ownBranch ? '' : b, date: '' })} />
        )}
        {data && (
          <PeriodFilter
            value={{ from: slashesToHyphens(data.from), to: slashesToHyphens(data.to) }}
            onChange={(p) => update({ from: p.from, to: p.to, date: '' })}
          />
        )}
      </Stack>
      <QueryState
        result={result}
        isEmpty={(page) => page.datas.length === 0}
        loadingText={messages.common.loading}
        errorText={messages.common.loadError}
        emptyText={t.empty}
      >
        {(page) => (
          <Stack sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
            <History rows={page.datas} selectedDate={date} onSelect={(row) => update({ date: row.purchaseDate === date ? '' : row.purchaseDate })} />
          </Stack>
        )}
      </QueryState>
      {date && <SaleDetailPanel purchaseDate={date} branch={branch} onClose={() => update({ date: '' })} />}
    </PageLayout>
  );
}
