import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
}

/** The drill-down of one item: its price over 30 days, then its figures by variety on the day. */
export function VarietyPanel({ itemCd, saleDate, onClose }: VarietyPanelProps) {
  const result = useGetMarketDetailQuery({ item_cd: itemCd, sale_date: saleDate });
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
                <PriceTrend key={itemCd} title={t.trend(data.item_name)} days={data.daily} />
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
