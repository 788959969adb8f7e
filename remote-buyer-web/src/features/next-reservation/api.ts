import { api, type NextReservation } from 'shared';

/** GET /users/next-reservation row: spec §3 "Next reservation" plus its number and price text. */
export interface NextReservationRow extends NextReservation {
  YOYAKU_NO: number;
  /** The lot reserved (null for a reservation made outside the web). */
  web_item_id?: number | null;
  yoyaku_date: string;
  SO_SU: number;
  /** Price range text such as '80〜100', or 未定. */
  unit_price: string;
}

export const nextReservationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getNextReservations: builder.query<NextReservationRow[], void>({
      query: () => '/users/next-reservation',
      providesTags: ['NextReservation'],
    }),
    /** Withdraw an own reservation before its sale day (the server checks owner and day). */
    cancelNextReservation: builder.mutation<{ YOYAKU_NO: number; cancelled: boolean }, number>({
      query: (yoyakuNo) => ({ url: '/users/next-reservation/cancel', method: 'POST', body: { YOYAKU_NO: yoyakuNo } }),
      invalidatesTags: ['NextReservation'],
    }),
  }),
});

export const { useGetNextReservationsQuery, useCancelNextReservationMutation } = nextReservationApi;
