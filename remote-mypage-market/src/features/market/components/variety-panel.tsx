import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorState, QueryState } from 'shared';
import { messages } from '../../../messages';
import { useGetMarketDetailQuery } from '../api';
import { varietyFigure } from '../types';
import { MarketFigures } from './market-figures';
import { PriceTrend } from './price-trend';

const t = messages.market;

interface VarietyPanelProps {
  itemCd: string;
  saleDate?: string;
  onClose: () => void;
  /** The trend's period in days (30 by default) and variety ('' for the whole item), kept in the address by the page. */
  days?: number;
  variety?: string;
  onTrend?: (change: { days?: number; variety?: string }) => void;
}

export const TREND_DAYS = [7, 30, 90, 365];

/** The drill-down of one item: its figures by variety on the day, then its price over a period (30 days by default), whole or one variety's. */
export function VarietyPanel({ itemCd, saleDate, onClose, days = 30, variety = '', onTrend }: VarietyPanelProps) {
  const result = useGetMarketDetailQuery({ item_cd: itemCd, sale_date: saleDate, days: days === 30 ? undefined : days, variety: variety || undefined });
  const { isFetching, error } = result;
  // An unknown item is said as such, with nothing to retry; other failures go to QueryState.
  const notFound = result.isError && error !== undefined && 'status' in error && error.status === 404;
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 2, borderColor: 'primary.main' }}>
      {notFound ? (
        <ErrorState text={t.itemNotFound} />
      ) : (
        <QueryState result={result} loadingText={messages.common.loading} errorText={messages.common.loadError}>
          {(data) => (
            <Box sx={{ opacity: isFetching ? 0.6 : 1 }}>
              <MarketFigures
                key={itemCd}
                title={t.varieties(data.item_name)}
                nameLabel={t.varietyName}
                rows={data.datas.map(varietyFigure)}
                emptyText={t.varietiesEmpty}
              />
              <Box sx={{ mt: 3 }}>
                {onTrend && (
                  <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}>
                    <TextField
                      select
                      size="small"
                      label={t.trendPeriod}
                      value={days}
                      onChange={(e) => onTrend({ days: Number(e.target.value) })}
                      sx={{ minWidth: 120 }}
                    >
                      {TREND_DAYS.map((n) => (
                        <MenuItem key={n} value={n}>
                          {t.trendDays(n)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      select
                      size="small"
                      label={t.trendVariety}
                      value={variety}
                      onChange={(e) => onTrend({ variety: e.target.value })}
                      sx={{ minWidth: 180 }}
                    >
                      <MenuItem value="">{t.allVarieties}</MenuItem>
                      {/* The day's varieties, and the one chosen even when it did not trade that day. */}
                      {[...new Set([...data.datas.map((d) => d.variety_name), ...(variety ? [variety] : [])])].map((name) => (
                        <MenuItem key={name} value={name}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Stack>
                )}
                <PriceTrend key={itemCd} title={t.trend(variety ? `${data.item_name} ${variety}` : data.item_name, days)} days={data.daily} />
              </Box>
            </Box>
          )}
        </QueryState>
      )}
      <Box sx={{ textAlign: 'right' }}>
        <Button onClick={onClose}>{t.closeVarieties}</Button>
      </Box>
    </Box>
  );
}
