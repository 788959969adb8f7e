import { useSearchParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import { ErrorState, LAYOUT_WIDTH, LoadingState, PAGE_SIZE, PageLayout, PaginationBar } from 'shared';
import { messages } from '../../../messages';
import { useGetNewsQuery } from '../api';
import { NewsList } from './news-list';

/** /news: the market's news, newest first, 50 a page (spec §9); the page is in ?page=. */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError, refetch } = useGetNewsQuery({ page, per: PAGE_SIZE.news });
  return (
    <PageLayout title={messages.news.title} maxWidth={LAYOUT_WIDTH.newsInner}>
      {isLoading ? (
        <LoadingState text={messages.common.loading} />
      ) : isError || !data ? (
        <ErrorState text={messages.common.loadError} onRetry={() => void refetch()} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ px: { xs: 1.5, tablet: 2 } }}>
            <NewsList news={data.datas} />
          </Paper>
          {data.totalPages > 1 && (
            <PaginationBar page={data} onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })} />
          )}
        </>
      )}
    </PageLayout>
  );
}
