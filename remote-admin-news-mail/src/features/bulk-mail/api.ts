import { api, type ApiAnswer, type ApiBody, type ApiQuery, type ApiRow } from 'shared';

export type BulkMail = ApiRow<'/admins/mails'>;
export type MailBody = ApiBody<'/admins/mails', 'post'>;
export type MailCategory = ApiRow<'/admins/mail/categories'>;

/** Spec §9: mail categories are read with per 10,000,000 and page 1. */
const ALL_CATEGORIES = { per: 10_000_000, page: 1 };

export const bulkMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMails: build.query<ApiAnswer<'/admins/mails', 'get'>, ApiQuery<'/admins/mails', 'get'>>({
      query: (params) => ({ url: '/admins/mails', params }),
      providesTags: ['Mail'],
    }),
    createMail: build.mutation<BulkMail, MailBody>({
      query: (body) => ({ url: '/admins/mails', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    updateMail: build.mutation<BulkMail, MailBody & { MAIL_NO: number }>({
      query: ({ MAIL_NO, ...body }) => ({ url: `/admins/mails/${MAIL_NO}`, method: 'PUT', body }),
      invalidatesTags: ['Mail'],
    }),
    deleteMail: build.mutation<unknown, number>({
      query: (mailNo) => ({ url: `/admins/mails/${mailNo}`, method: 'DELETE' }),
      invalidatesTags: ['Mail'],
    }),
    /** How many addresses a mail of the category goes to (read fresh for the confirmation). */
    getMailRecipientCount: build.query<ApiAnswer<'/admins/mails/recipient-count', 'get'>, number>({
      query: (categoryNo) => ({ url: '/admins/mails/recipient-count', params: { category_no: categoryNo } }),
      keepUnusedDataFor: 0,
    }),
    /** 自分に試験送信: one copy to the signed-in administrator's own address; the mail stays unsent. */
    testSendMail: build.mutation<ApiAnswer<'/admins/mails/{MAIL_NO}/test-send', 'post'>, number>({
      query: (mailNo) => ({ url: `/admins/mails/${mailNo}/test-send`, method: 'POST', body: {} }),
    }),
    getMailCategories: build.query<ApiAnswer<'/admins/mail/categories', 'get'>, void>({
      query: () => ({ url: '/admins/mail/categories', params: ALL_CATEGORIES }),
      providesTags: ['MailCategory'],
    }),
    createMailCategory: build.mutation<MailCategory, ApiBody<'/admins/mail/categories', 'post'>>({
      query: (body) => ({ url: '/admins/mail/categories', method: 'POST', body }),
      invalidatesTags: ['MailCategory'],
    }),
  }),
});
