import { api, type NextReservation } from 'shared';

/** GET /users/next-reservation row: spec §3 "Next reservation" plus its number and price text. */
export interface NextReservationRow extends NextReservation {
  YOYAKU_NO: number;
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
  }),
});

export const { useGetNextReservationsQuery } = nextReservationApi;
