import { api, type ApiAnswer } from 'shared';

export type FavoriteSet = ApiAnswer<'/users/favorites', 'get'>;

export const favoritesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /users/favorites: the branch's favourite shippers, varieties and products. */
    getFavorites: builder.query<FavoriteSet, void>({
      query: () => '/users/favorites',
      providesTags: ['Favorite'],
    }),
    /** PUT /users/favorites with the whole set; the listing's marks and its お気に入りのみ follow. */
    saveFavorites: builder.mutation<FavoriteSet, FavoriteSet>({
      query: (body) => ({ url: '/users/favorites', method: 'PUT', body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        // The stars change at once; a refusal puts the old set back.
        const patch = dispatch(favoritesApi.util.updateQueryData('getFavorites', undefined, () => body));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Favorite', { type: 'WebItem', id: 'LIST' }],
    }),
  }),
});

export const { useGetFavoritesQuery, useSaveFavoritesMutation } = favoritesApi;
