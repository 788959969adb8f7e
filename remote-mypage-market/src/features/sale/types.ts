import type { ApiAnswer } from 'shared';

/** GET /users/sale and GET /users/sale/detail (spec §3 "Sale history"), as the server's contract declares them. */
export type SaleHistoryResponse = ApiAnswer<'/users/sale', 'get'>;
export type SaleHistory = SaleHistoryResponse['datas'][number];
export type SaleBranch = SaleHistoryResponse['branches'][number];

export type SaleDetailResponse = ApiAnswer<'/users/sale/detail', 'get'>;
/** One bought lot of the day: which kind of sale (WEB or 相対 …), how many stems, for how much. */
export type SaleDetailLine = SaleDetailResponse['datas'][number];
