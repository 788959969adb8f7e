import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState, LAYOUT_WIDTH, LoadingState, PageLayout, useAppDispatch } from 'shared';
import { messages } from '../../../messages';
import { NEWS_LIST_TAG, newsApi, useGetUserNewsByIdQuery } from '../api';
import { NewsArticle } from './news-article';

const t = messages.news;

/** /news/{id}: one news entry; an unknown or foreign id answers 404 and says so. */
export function NewsDetailPage() {
  const { id } = useParams();
  const newsId = Number(id);
  const valid = Number.isInteger(newsId) && newsId > 0;
  const { data, isLoading, isError, error, refetch } = useGetUserNewsByIdQuery(newsId, { skip: !valid });
  const notFound = !valid || (isError && 'status' in error && error.status === 404);
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
      ) : isLoading ? (
        <LoadingState text={messages.common.loading} />
      ) : isError || !data ? (
        <ErrorState text={messages.common.loadError} onRetry={() => void refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, tablet: 3 } }}>
          <NewsArticle news={data} />
        </Paper>
      )}
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/news" startIcon={<ArrowBackIcon />}>
          {t.backToList}
        </Button>
      </Box>
    </PageLayout>
  );
}
