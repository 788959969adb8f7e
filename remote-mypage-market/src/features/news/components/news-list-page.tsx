import Paper from '@mui/material/Paper';
import { LAYOUT_WIDTH, PAGE_SIZE, PageLayout, PaginationBar, QueryState, useListParams } from 'shared';
import { messages } from '../../../messages';
import { useGetNewsQuery } from '../api';
import { NewsList } from './news-list';

/** /news: the market's news, newest first, 50 a page (spec §9); the page is in ?page=. */
export function NewsListPage() {
  const { params, setPage } = useListParams({ per: PAGE_SIZE.news });
  // Only the page is the reader's to choose: the size is the spec's, whatever the address says.
  const result = useGetNewsQuery({ page: params.page, per: PAGE_SIZE.news });
  return (
    <PageLayout title={messages.news.title} maxWidth={LAYOUT_WIDTH.newsInner}>
      <QueryState result={result} loadingText={messages.common.loading} errorText={messages.common.loadError}>
        {(data) => (
          <>
            <Paper variant="outlined" sx={{ px: { xs: 1.5, tablet: 2 } }}>
              <NewsList news={data.datas} />
            </Paper>
            {data.totalPages > 1 && <PaginationBar page={data} onPageChange={setPage} />}
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
