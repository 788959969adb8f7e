import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState, LAYOUT_WIDTH, PageLayout, QueryState, useAppDispatch } from 'shared';
import { messages } from '../../../messages';
import { NEWS_LIST_TAG, newsApi, useGetUserNewsByIdQuery } from '../api';
import { NewsArticle } from './news-article';

const t = messages.news;

/** /news/{id}: one news entry; an unknown or foreign id answers 404 and says so. */
export function NewsDetailPage() {
  const { id } = useParams();
  const newsId = Number(id);
  const valid = Number.isInteger(newsId) && newsId > 0;
  const result = useGetUserNewsByIdQuery(newsId, { skip: !valid });
  const { data, error } = result;
  // A bad or unknown id is said as such, with nothing to retry; other failures go to QueryState.
  const notFound = !valid || (result.isError && error !== undefined && 'status' in error && error.status === 404);
  const dispatch = useAppDispatch();
  const loadedId = data?.INFORMATION_CD;
  // The server marked it read when it answered: lists showing 未読 fetch again.
  useEffect(() => {
    if (loadedId !== undefined) dispatch(newsApi.util.invalidateTags([NEWS_LIST_TAG]));
  }, [dispatch, loadedId]);
  return (
    <PageLayout title={t.title} maxWidth={LAYOUT_WIDTH.newsInner}>
      {notFound ? (
        <ErrorState text={t.notFound} />
      ) : (
        <QueryState result={result} loadingText={messages.common.loading} errorText={messages.common.loadError}>
          {(news) => (
            <Paper variant="outlined" sx={{ p: { xs: 2, tablet: 3 } }}>
              <NewsArticle news={news} />
            </Paper>
          )}
        </QueryState>
      )}
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/news" startIcon={<ArrowBackIcon />}>
          {t.backToList}
        </Button>
      </Box>
    </PageLayout>
  );
}
