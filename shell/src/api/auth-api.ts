/** The calls of spec §7 "Auth" that the shell makes, plus the important-news read. */
import { api, type SignInResponse } from 'shared';

interface SignInArgs {
  id: string;
  password: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A wrong password answers 401 without a token: the page says so itself (no toasts).
    signIn: build.mutation<SignInResponse, SignInArgs>({
      query: (body) => ({ url: '/users/signin', method: 'POST', body }),
      extraOptions: { silent: [400, 401] },
    }),
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: '/users/signout', method: 'POST' }),
      extraOptions: { silent: true },
    }),
    resetPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/users/reset-password', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: '/users/email/verify', method: 'POST', body }),
    }),
    changePassword: build.mutation<unknown, { password: string; token: string; current_password?: string }>({
      query: (body) => ({ url: '/users/change-password', method: 'POST', body }),
    }),
    /** 次回変更する: the server stops offering the prompt until the next 3 months. */
    extendPassword: build.mutation<unknown, void>({
      query: () => ({ url: '/users/extends_password', method: 'POST', body: {} }),
    }),
  }),
});

export const { useSignInMutation, useSignOutMutation, useResetPasswordMutation, useVerifyEmailMutation, useChangePasswordMutation, useExtendPasswordMutation } =
  authApi;
