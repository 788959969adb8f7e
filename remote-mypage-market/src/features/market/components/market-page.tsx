import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateWithWeekday, LAYOUT_WIDTH, PageLayout, QueryState, useListParams } from 'shared';
import { messages } from '../../../messages';
import { useGetMarketStatsQuery } from '../api';
import { itemFigure } from '../types';
import { MarketFigures } from './market-figures';
import { TREND_DAYS, VarietyPanel } from './variety-panel';

const t = messages.market;

/**
 * /market: prices and quantities per item for one market day (?date=, the latest day with
 * sales by default), with one item's drill-down by variety in ?item= (its item_cd).
 */
export function MarketPage() {
  // Picking a day or an item changes the view, not the place: the back button leaves the screen.
  const { params, setParams: update } = useListParams({ date: '', item: '', days: '', variety: '' }, { replace: true });
  const selected = params.item || null;
  const result = useGetMarketStatsQuery({ sale_date: params.date || undefined });
  const { isFetching } = result;

  return (
    <PageLayout title={t.title} maxWidth={LAYOUT_WIDTH.marketInner}>
      <QueryState result={result} loadingText={messages.common.loading} errorText={messages.common.loadError}>
        {(data) => (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
              {data.sale_dates.length > 0 && (
                <TextField
                  select
                  size="small"
                  label={t.saleDate}
                  value={data.sale_date ?? ''}
                  onChange={(e) => update({ date: e.target.value })}
                  sx={{ minWidth: 200 }}
                >
                  {data.sale_dates.map((d) => (
                    <MenuItem key={d} value={d}>
                      {formatDateWithWeekday(d)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {data.recent_listing_date && (
                <Typography data-testid="recent-listing-date">
                  {t.recentListingDate}：{formatDateWithWeekday(data.recent_listing_date)}
                </Typography>
              )}
            </Stack>
            <Stack sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
              <MarketFigures
                title={t.items}
                nameLabel={t.itemName}
                rows={data.datas.map(itemFigure)}
                emptyText={t.empty}
                onSelect={(key) => update({ item: key === selected ? '' : key, variety: '' })}
                selected={selected}
              />
            </Stack>
            {selected && (
              <VarietyPanel
                itemCd={selected}
                saleDate={data.sale_date ?? undefined}
                onClose={() => update({ item: '', days: '', variety: '' })}
                days={TREND_DAYS.includes(Number(params.days)) ? Number(params.days) : 30}
                variety={params.variety}
                onTrend={(change) =>
                  update({
                    ...(change.days !== undefined ? { days: change.days === 30 ? '' : String(change.days) } : {}),
                    ...(change.variety !== undefined ? { variety: change.variety } : {}),
                  })
                }
              />
            )}
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
