import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState, ErrorState, formatDate, LoadingState, messages, PageLayout, PaginationBar, PAGE_SIZE, useListParams } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { useGetAdminNewsQuery } from '../api';

/** /admins/news: the news list (a minimal first view; the news feature replaces it). */
export function NewsListPage() {
  const { params, setPage } = useListParams({ per: PAGE_SIZE.news });
  const { data, isLoading, isError, refetch } = useGetAdminNewsQuery(params);
  return (
    <PageLayout title={m.newsTitle}>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState onRetry={refetch} />
      ) : data.datas.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TableContainer component={Paper}>
            <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }} aria-label={m.newsTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{m.columns.date}</TableCell>
                  <TableCell>{m.columns.category}</TableCell>
                  <TableCell>{m.columns.title}</TableCell>
                  <TableCell>{m.columns.flags}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.datas.map((news) => (
                  <TableRow key={news.INFORMATION_CD}>
                    <TableCell>{formatDate(news.DATE)}</TableCell>
                    <TableCell>{news.CATEGORY_NM}</TableCell>
                    <TableCell>{news.TITLE}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5}>
                        {news.IMPORTANT_FLG ? <Chip size="small" color="error" label={messages.important} /> : null}
                        {news.SUSPEND_FLG ? <Chip size="small" label={messages.suspended} /> : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PaginationBar page={data} onPageChange={setPage} />
        </>
      )}
    </PageLayout>
  );
}
