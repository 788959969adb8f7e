import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { importantNewsRead, useAppDispatch, useGetUserNewsByIdQuery, usePageTitle } from 'shared';
import { READABLE_NEWS_COLOURS, sanitizeNewsHtml } from 'shared/rich-text';
import { shellMessages as m } from '../messages';

/**
 * /news/important/{id}: the guard sends a user here while they have unread important news.
 * Fetching it marks it read on the server; 確認しました lets the user continue.
 */
export function ImportantNewsPage() {
  usePageTitle(m.importantNewsTitle);
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetUserNewsByIdQuery(id, { skip: !Number.isInteger(id) });

  const onConfirm = () => {
    dispatch(importantNewsRead(id));
    navigate('/', { replace: true }); // the guard moves on to the next unread one, if any
  };

  return (
    <Paper component="article" sx={{ maxWidth: 768, mx: 'auto', my: 3, p: { xs: 2, tablet: 4 } }}>
      <Typography variant="overline" color="error" sx={{ fontWeight: 'bold' }}>
        {m.importantNewsTitle}
      </Typography>
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress size={28} />
        </Box>
      ) : isError || !data ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {m.importantNewsLoadFailed}
        </Alert>
      ) : (
        <>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {data.TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {data.DATE}
          </Typography>
          {/* DESCRIPTION is HTML the server sanitises on save and on display; sanitised again here, as the news page does (design rule D7). */}
          <Box
            sx={{ mb: 3, '& h1': { fontSize: '1.5rem' }, '& h2': { fontSize: '1.25rem' }, ...READABLE_NEWS_COLOURS }}
            dangerouslySetInnerHTML={{ __html: sanitizeNewsHtml(data.DESCRIPTION) }}
          />
        </>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" onClick={onConfirm}>
          {m.importantNewsConfirm}
        </Button>
      </Box>
    </Paper>
  );
}
