import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState, ErrorState, LoadingState, messages, PageLayout, PaginationBar, PAGE_SIZE, useListParams } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { useGetAdminLinksQuery } from '../api';

/** /admins/master/link: the link collection (a minimal first view; the links feature replaces it). */
export function LinkListPage() {
  const { params, setPage } = useListParams({ per: PAGE_SIZE.news });
  const { data, isLoading, isError, refetch } = useGetAdminLinksQuery(params);
  return (
    <PageLayout title={m.linkTitle}>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState onRetry={refetch} />
      ) : data.datas.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TableContainer component={Paper}>
            <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }} aria-label={m.linkTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{m.columns.no}</TableCell>
                  <TableCell>{m.columns.name}</TableCell>
                  <TableCell>{m.columns.url}</TableCell>
                  <TableCell>{m.columns.suspended}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.datas.map((link) => (
                  <TableRow key={link.LINK_CD}>
                    <TableCell>{link.LINK_CD}</TableCell>
                    <TableCell>{link.LINK_NM}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{link.LINK_URL}</TableCell>
                    <TableCell>{link.SUSPEND_FLG ? <Chip size="small" label={messages.suspended} /> : null}</TableCell>
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
