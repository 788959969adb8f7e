import type { TSchema } from 'typebox';
import { ErrorBody, MessageAnswer } from './contract';
import * as items from '../areas/admin-master/items/items-schemas';
import * as links from '../areas/admin-master/links/links-schemas';
import * as logs from '../areas/admin-master/logs/logs-schemas';
import * as photos from '../areas/admin-master/photos/photos-schemas';
import * as products from '../areas/admin-master/products/products-schemas';
import * as cart from '../areas/buyer-web/cart/cart-schemas';
import * as purchaseRequest from '../areas/buyer-web/purchase-request/purchase-request-schemas';
import * as purchasers from '../areas/admin-master/purchasers/purchasers-schemas';
import * as shippers from '../areas/admin-master/shippers/shippers-schemas';
import * as parameters from '../areas/admin-master/system-parameters/system-parameters-schemas';
import * as time from '../areas/admin-master/time/time-schemas';
import * as mailCategories from '../areas/admin-news-mail/mail-categories/mail-categories-schemas';
import * as mails from '../areas/admin-news-mail/mails/mails-schemas';
import * as newsCategory from '../areas/admin-news-mail/news-category/news-category-schemas';
import * as newsWeb from '../areas/admin-news-mail/news-web/news-web-schemas';
import * as adminNews from '../areas/admin-news-mail/news/news-schemas';
import * as adminNegotiation from '../areas/admin-transaction/negotiation/negotiation-schemas';
import * as receiving from '../areas/admin-transaction/receiving/receiving-schemas';
import * as reserve from '../areas/admin-transaction/reserve/reserve-schemas';
import * as adminSale from '../areas/admin-transaction/sale/sale-schemas';
import * as signIn from '../areas/auth/sign-in/sign-in-schemas';
import * as buyerCommon from '../areas/buyer-web/common-schemas';
import * as listing from '../areas/buyer-web/listing/listing-schemas';
import * as buyerNegotiation from '../areas/buyer-web/negotiation/negotiation-schemas';
import * as purchase from '../areas/buyer-web/purchase/purchase-schemas';
import * as nextOrder from '../areas/buyer-web/next-order/next-order-schemas';
import * as cancel from '../areas/buyer-web/cancel/cancel-schemas';
import * as market from '../areas/mypage-market/market/market-schemas';
import * as priceHistory from '../areas/mypage-market/price-history/price-history-schemas';
import * as mypage from '../areas/mypage-market/mypage/mypage-schemas';
import * as userNews from '../areas/mypage-market/news/news-schemas';
import * as sale from '../areas/mypage-market/sale/sale-schemas';
import * as setting from '../areas/mypage-market/setting/setting-schemas';
import * as notifications from '../areas/notifications/notifications-schemas';

/**
 * The names of the API contract (the OpenAPI document at /api/docs/json), kept in one place so
 * route files stay as they are. Adding a route: add its `'METHOD /path': 'operationId'` line
 * to OPERATION_IDS (the name of the client's RTK Query endpoint for it; a server test fails
 * for a route without one). Adding an entity of spec §3: add its schema to ENTITY_SCHEMAS.
 */

/**
 * operationId of every operation, keyed by method and path (under /api/v1, `{param}` as in
 * the document). Named like the client's endpoint in the api slice; operations no client
 * endpoint calls get a name in the same style.
 */
export const OPERATION_IDS: Record<string, string> = {
  // auth (shell/src/api/auth-api.ts; refresh is the base query's own call)
  'POST /users/signin': 'signIn',
  'POST /users/refresh': 'refreshToken',
  'POST /users/signout': 'signOut',
  'POST /users/change-password': 'changePassword',
  'POST /users/extends_password': 'extendPassword',
  'POST /users/reset-password': 'resetPassword',
  'POST /users/email/verify': 'verifyEmail',
  // buyer-web
  'GET /users/web': 'getWebFilters',
  'GET /users/web/detail': 'getWebItems',
  'GET /users/web/news': 'getWebTicker',
  'GET /users/web/photo': 'getWebPhoto',
  'POST /users/web/buy': 'buyWebItems',
  'GET /users/web/cart': 'getWebCart',
  'PUT /users/web/cart': 'putWebCart',
  'DELETE /users/web/cart': 'clearWebCart',
  'GET /users/web/requests': 'getWebPurchaseRequests',
  'GET /users/approval': 'getApprovalRequests',
  'POST /users/approval/{request_id}/approve': 'approvePurchaseRequest',
  'POST /users/approval/{request_id}/reject': 'rejectPurchaseRequest',
  'POST /users/web/next-order': 'orderNextWebItems',
  'GET /users/web/buy/done': 'getBuyDone',
  'GET /users/web/next-order/done': 'getNextOrderDone',
  'GET /users/cancellable': 'getCancellablePurchases',
  'POST /users/cancellable/cancel': 'cancelWebPurchase',
  'POST /users/web/negotiation': 'sendWebNegotiation',
  'GET /users/negotiation': 'getBuyerNegotiations',
  'POST /users/negotiation/answer': 'answerNegotiation',
  'POST /users/negotiation/buy': 'buyNegotiated',
  'GET /users/next-reservation': 'getNextReservations',
  'GET /users/favorites': 'getFavorites',
  'PUT /users/favorites': 'saveFavorites',
  'POST /users/next-reservation/cancel': 'cancelNextReservation',
  'POST /users/web/stream/ticket': 'createStreamTicket',
  'GET /users/web/stream': 'streamWebStock',
  // notifications
  'GET /users/notifications': 'getNotifications',
  'POST /users/notifications/read': 'markNotificationsRead',
  // mypage-market
  'GET /users/mypage': 'getMyPage',
  'GET /users/market': 'getMarketStats',
  'GET /users/market/detail': 'getMarketDetail',
  'GET /users/market/history': 'getPriceHistory',
  'GET /users/sale': 'getSaleHistory',
  'GET /users/sale/detail': 'getSaleDetail',
  'GET /users/news': 'getNews',
  'GET /users/news/{id}': 'getUserNewsById',
  'GET /users/setting': 'getSetting',
  'POST /users/setting': 'saveSetting',
  // admin-master
  'GET /admins/products': 'getAdminProducts',
  'PUT /admins/products': 'updateProduct',
  'POST /admins/products/suspensions': 'suspendProducts',
  'DELETE /admins/products/delete': 'deleteProducts',
  'POST /admins/products/upload-image': 'registerPhoto',
  'DELETE /admins/products/image': 'deletePhoto',
  'GET /admins/link': 'getAdminLinks',
  'POST /admins/link': 'createLink',
  'PUT /admins/link/{LINK_CD}': 'updateLink',
  'DELETE /admins/link/delete/{LINK_CD}': 'deleteLink',
  'GET /admins/time': 'getWebTime',
  'PUT /admins/time': 'updateWebTime',
  'GET /admins/system_parameter': 'getSystemParameters',
  'PUT /admins/system_parameter/{PARAMETER_CD}': 'updateSystemParameter',
  'GET /admins/access_log': 'getAccessLog',
  'GET /admins/system_log': 'getSystemLog',
  'GET /admins/item': 'getItems',
  'POST /admins/item': 'createItem',
  'PUT /admins/item/{ITEM_CD}': 'updateItem',
  'DELETE /admins/item/delete/{ITEM_CD}': 'deleteItem',
  'GET /admins/shipper': 'getShippers',
  'POST /admins/shipper': 'createShipper',
  'PUT /admins/shipper/{SHUKKASHA_CD}': 'updateShipper',
  'DELETE /admins/shipper/delete/{SHUKKASHA_CD}': 'deleteShipper',
  'GET /admins/purchaser': 'getPurchasers',
  'POST /admins/purchaser': 'createPurchaser',
  'PUT /admins/purchaser/{BAISAN_CD}/{BAISAN_EDA}': 'updatePurchaser',
  'POST /admins/purchaser/password/{BAISAN_CD}/{BAISAN_EDA}': 'issuePassword',
  'DELETE /admins/purchaser/delete/{BAISAN_CD}/{BAISAN_EDA}': 'deletePurchaser',
  // admin-news-mail
  'GET /admins/news': 'getAdminNews',
  'POST /admins/news': 'createNews',
  'PUT /admins/news/{id}': 'updateNews',
  'DELETE /admins/news/delete/{id}': 'deleteNews',
  'DELETE /admins/news/file/delete/{id}': 'deleteNewsFile',
  'GET /admins/news_category': 'getNewsCategories',
  'POST /admins/news_category': 'createNewsCategory',
  'PUT /admins/news_category/{id}': 'updateNewsCategory',
  'DELETE /admins/news_category/delete/{id}': 'deleteNewsCategory',
  'GET /admins/news_web': 'getWebNews',
  'POST /admins/news_web': 'createWebNews',
  'PUT /admins/news_web/{id}': 'updateWebNews',
  'DELETE /admins/news_web/delete/{id}': 'deleteWebNews',
  'GET /admins/mails': 'getMails',
  'POST /admins/mails': 'createMail',
  'PUT /admins/mails/{MAIL_NO}': 'updateMail',
  'DELETE /admins/mails/{MAIL_NO}': 'deleteMail',
  'GET /admins/mails/recipient-count': 'getMailRecipientCount',
  'POST /admins/mails/{MAIL_NO}/test-send': 'testSendMail',
  'GET /admins/mail/categories': 'getMailCategories',
  'POST /admins/mail/categories': 'createMailCategory',
  // admin-transaction
  'GET /admins/sale': 'getAdminSales',
  'POST /admins/sale': 'recordSale',
  'PUT /admins/sale/{SALE_ID}': 'correctSale',
  'DELETE /admins/sale/delete/{SALE_ID}': 'deleteSale',
  'GET /admins/negotiations': 'getAdminNegotiations',
  'PUT /admins/negotiations/{negotiation_no}': 'answerAdminNegotiation',
  'GET /admins/receiving': 'getAdminReceivings',
  'PUT /admins/receiving': 'updateReceiving',
  'GET /admins/receiving/option': 'getReceivingOptions',
  'DELETE /admins/receiving/delete': 'deleteReceiving',
  'POST /admins/receiving/import': 'importReceivings',
  'GET /admins/reserve': 'getAdminReserves',
  'POST /admins/reserve/fulfil/{YOYAKU_NO}': 'fulfilReserve',
  'DELETE /admins/reserve/delete/{YOYAKU_NO}': 'cancelReserve',
  'GET /admins/metrics': 'getAdminMetrics',
  // system
  'GET /health': 'getHealth',
};

const itemOf = (list: TSchema & { items?: TSchema }): TSchema => {
  if (!list.items) throw new Error('openapi-names: not an array schema');
  return list.items;
};

/**
 * Named component schemas: the entities of spec §3 and the answers several routes share. The
 * document refers to them with `$ref` wherever a route's schema holds the same shape.
 * The pagination envelope (`PageEnvelope`) is found by its fields, whatever the rows.
 */
export const ENTITY_SCHEMAS: Record<string, TSchema> = {
  ErrorBody,
  MessageAnswer,
  SignInAnswer: signIn.SignInAnswer,
  TransactionAnswer: buyerCommon.TransactionAnswer,
  // buyer
  WebFilters: listing.WebFilters,
  WebItem: listing.WebItem,
  WebPhoto: listing.PhotoAnswer,
  WebTicker: itemOf(listing.TickerRows),
  NextReservation: itemOf(nextOrder.NextReservationRows),
  PurchaseDone: itemOf(purchase.BuyDoneRows),
  NextOrderDone: itemOf(nextOrder.NextOrderDoneRows),
  Cancellable: itemOf(cancel.CancellableRows),
  Cart: cart.Cart,
  PurchaseRequest: purchaseRequest.PurchaseRequest,
  BranchPurchaseRequest: purchaseRequest.BranchPurchaseRequest,
  BuyerNegotiation: itemOf(buyerNegotiation.NegotiationRows),
  MarketStats: market.MarketAnswer,
  MarketDetail: market.MarketDetailAnswer,
  PriceHistory: priceHistory.PriceHistoryAnswer,
  SaleHistory: sale.SaleAnswer,
  SaleDay: sale.SaleDay,
  SaleDetail: sale.SaleDetailAnswer,
  SaleLine: sale.SaleLine,
  SettingsBranch: itemOf(setting.SettingsAnswer.properties.branches),
  MyPage: mypage.MypageAnswer,
  News: userNews.NewsAnswer,
  NewsListItem: userNews.NewsListItem,
  Notification: notifications.Notification,
  // admin
  AdminProduct: products.ProductRow,
  AdminPhoto: photos.PhotoAnswer,
  AdminSale: adminSale.AdminSale,
  AdminReserve: reserve.AdminReserve,
  AdminReceiving: receiving.AdminReceiving,
  ReceivingSale: receiving.ReceivingSale,
  Item: items.ItemRow,
  AdminNegotiation: adminNegotiation.AdminNegotiation,
  Shipper: shippers.ShipperRow,
  Purchaser: purchasers.PurchaserRow,
  WebTime: time.WebTime,
  AdminNews: adminNews.NewsItem,
  NewsCategory: newsCategory.NewsCategoryItem,
  WebNews: newsWeb.WebNewsItem,
  Link: links.LinkRow,
  LogLine: logs.LogRow,
  SystemParameter: parameters.ParameterRow,
  BulkMail: mails.MailItem,
  MailCategory: mailCategories.MailCategoryItem,
};
