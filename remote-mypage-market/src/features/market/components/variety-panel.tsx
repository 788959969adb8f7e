import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorState, LoadingState } from 'shared';
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
  const { data, isFetching, isError, error, refetch } = useGetMarketDetailQuery({ item_cd: itemCd, sale_date: saleDate });
  const notFound = isError && 'status' in error && error.status === 404;
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 2, borderColor: 'primary.main' }}>
      {isFetching && !data ? (
        <LoadingState text={messages.common.loading} />
      ) : notFound ? (
        <ErrorState text={t.itemNotFound} />
      ) : isError || !data ? (
        <ErrorState text={messages.common.loadError} onRetry={() => void refetch()} />
      ) : (
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
      <Box sx={{ textAlign: 'right' }}>
        <Button onClick={onClose}>{t.closeVarieties}</Button>
      </Box>
    </Box>
  );
}
