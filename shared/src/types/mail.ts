// Bulk mail of spec §3.

export interface BulkMail {
  MAIL_NO: number;
  MAIL_CATEGORY_NO: number;
  MAIL_CATEGORY_NAME: string;
  MAIL_TITLE: string;
  MAIL_TEXT: string;
  /** Empty (or null) while unsent; a mail is sent when this is present. */
  MAIL_SEND_DATE: string | null;
  MAIL_CREATE_DATE: string;
  /** 'YYYY/MM/DD HH:MM'. */
  MAIL_SEND_START_DATE: string;
}

/** PUT /admins/mails/{id} and the send body. */
export interface BulkMailRequest {
  send_date: string;
  text: string;
  title: string;
  category_no: number;
}

export interface MailCategory {
  CATEGORY_NO: number;
  CATEGORY: string;
  CREATE_DATE: string;
  UPDATE_DATE: string;
}
