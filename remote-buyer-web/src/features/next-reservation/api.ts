import { api, type ApiAnswer } from 'shared';
import type { NextReservation } from '../../buyer-types';

/** GET /users/next-reservation row: spec §3 "Next reservation" plus its number and price text (the generated contract). */
export type NextReservationRow = NextReservation;

export const nextReservationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getNextReservations: builder.query<NextReservationRow[], void>({
      query: () => '/users/next-reservation',
      providesTags: ['NextReservation'],
    }),
    /** Withdraw an own reservation before its sale day (the server checks owner and day). */
    cancelNextReservation: builder.mutation<ApiAnswer<'/users/next-reservation/cancel', 'post'>, number>({
      query: (yoyakuNo) => ({ url: '/users/next-reservation/cancel', method: 'POST', body: { YOYAKU_NO: yoyakuNo } }),
      invalidatesTags: ['NextReservation'],
    }),
  }),
});

export const { useGetNextReservationsQuery, useCancelNextReservationMutation } = nextReservationApi;
