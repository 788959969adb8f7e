import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState, ErrorState, formatDate, formatNumber, LoadingState, PageLayout, PaginationBar, PAGE_SIZE, SALE_KINDS, useListParams } from 'shared';
import { adminTransactionMessages as m } from '../../../messages';
import { useGetAdminSalesQuery } from '../api';

/** /admins/transaction/sale: sales (a minimal first view; the sales feature replaces it). */
export function SaleListPage() {
  const { params, setPage } = useListParams({ per: PAGE_SIZE.news });
  const { data, isLoading, isError, refetch } = useGetAdminSalesQuery(params);
  const c = m.columns;
  return (
    <PageLayout title={m.saleTitle}>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState onRetry={refetch} />
      ) : data.datas.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TableContainer component={Paper}>
            <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }} aria-label={m.saleTitle}>
              <TableHead>
                <TableRow>
                  {[c.saleDate, c.kind, c.purchaser, c.product, c.color, c.shipper].map((label) => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                  {[c.kuchiSu, c.soSu, c.tanka, c.price].map((label) => (
                    <TableCell key={label} align="right">
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.datas.map((sale) => (
                  <TableRow key={sale.SALE_ID}>
                    <TableCell>{formatDate(sale.SALE_DATE)}</TableCell>
                    <TableCell>{SALE_KINDS[sale.SALE_KBN as keyof typeof SALE_KINDS] ?? sale.SALE_KBN}</TableCell>
                    <TableCell>
                      {sale.BAISAN_NM} {sale.BAISAN_EDA}
                    </TableCell>
                    <TableCell>{sale.SHOHIN_NM}</TableCell>
                    <TableCell>{sale.COLOR_NM}</TableCell>
                    <TableCell>{sale.SHUKKASHA_NM}</TableCell>
                    <TableCell align="right">{formatNumber(sale.KUCHI_SU)}</TableCell>
                    <TableCell align="right">{formatNumber(sale.SO_SU)}</TableCell>
                    <TableCell align="right">{formatNumber(sale.WEB_TANKA)}</TableCell>
                    <TableCell align="right">{formatNumber(sale.PRICE)}</TableCell>
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
