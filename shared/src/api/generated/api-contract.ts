// Generated from the server's OpenAPI document by `npm run contract`. Do not edit by hand:
// change the route schemas in mock-server and regenerate (npm test fails when this is stale).
/* eslint-disable */
export interface paths {
    "/api/v1/admins/access_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Access log (one line per API call), paginated */
        get: operations["getAccessLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items, paginated */
        get: operations["getItems"];
        put?: never;
        /** Create an item (409 when ITEM_CD exists) */
        post: operations["createItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/item/{ITEM_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an item */
        put: operations["updateItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/item/delete/{ITEM_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an unused item (409 while products use it) */
        delete: operations["deleteItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Links, paginated */
        get: operations["getAdminLinks"];
        put?: never;
        /** Create a link (http or https only) */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/link/{LINK_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a link or switch SUSPEND_FLG */
        put: operations["updateLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/link/delete/{LINK_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a link */
        delete: operations["deleteLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/mail/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail categories by number */
        get: operations["getMailCategories"];
        put?: never;
        /** Create a mail category */
        post: operations["createMailCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bulk mails, newest send date first, with delivery progress */
        get: operations["getMails"];
        put?: never;
        /** Schedule a bulk mail (sent to every active buyer branch with a MAIL_ADDR at send_date) */
        post: operations["createMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/mails/{MAIL_NO}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a bulk mail (409 once sending began) */
        put: operations["updateMail"];
        post?: never;
        /** Delete a bulk mail (409 once sending began) */
        delete: operations["deleteMail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/mails/{MAIL_NO}/test-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one copy of the mail to the signed-in administrator's own address only (the mail stays unsent) */
        post: operations["testSendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/mails/recipient-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many addresses a bulk mail of the category would be sent to now */
        get: operations["getMailRecipientCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics of this server process (text exposition format 0.0.4) */
        get: operations["getAdminMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/negotiations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Negotiations (open ones first), filtered by SHODAN_STATUS; query matches purchaser, product, shipper, BIKO, COMMENT */
        get: operations["getAdminNegotiations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/negotiations/{negotiation_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Answer a negotiation: 成立 (相対 sale taking the stock, 409 when gone), 再商談 (counter price) or 不成立 */
        put: operations["answerAdminNegotiation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News, newest first; suspended ones with include_suspension_rows=1 */
        get: operations["getAdminNews"];
        put?: never;
        /** Create a news; its file is then PUT to FILE_PUT_URL */
        post: operations["createNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news_category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News categories by display order */
        get: operations["getNewsCategories"];
        put?: never;
        /** Create a news category */
        post: operations["createNewsCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news_category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a news category (any subset) */
        put: operations["updateNewsCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news_category/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a news category no news uses */
        delete: operations["deleteNewsCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news_web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ticker lines in PRINT_ORDER */
        get: operations["getWebNews"];
        put?: never;
        /** Create a ticker line */
        post: operations["createWebNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news_web/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a ticker line (any subset) */
        put: operations["updateWebNews"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news_web/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a ticker line */
        delete: operations["deleteWebNews"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a news (any subset of its fields); a new file is then PUT to FILE_PUT_URL */
        put: operations["updateNews"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a news and its file */
        delete: operations["deleteNews"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/news/file/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a news' file */
        delete: operations["deleteNewsFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products with signed photo GET and PUT URLs, paginated */
        get: operations["getAdminProducts"];
        /** Edit one product */
        put: operations["updateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/products/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete products without receivings or sales (409 otherwise) */
        delete: operations["deleteProducts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/products/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one photo of a product or receiving */
        delete: operations["deletePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/products/suspensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend or resume products; their lots leave or return to open listings at once */
        post: operations["suspendProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/products/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register photos PUT to their signed URLs (product or receiving) */
        post: operations["registerPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/purchaser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchaser branches, paginated */
        get: operations["getPurchasers"];
        put?: never;
        /** Create a branch account with an initial password (changed at first sign-in) */
        post: operations["createPurchaser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/purchaser/{BAISAN_CD}/{BAISAN_EDA}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a branch; suspending it ends its sessions at once */
        put: operations["updatePurchaser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/purchaser/delete/{BAISAN_CD}/{BAISAN_EDA}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a branch without trades (409 otherwise) */
        delete: operations["deletePurchaser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/purchaser/password/{BAISAN_CD}/{BAISAN_EDA}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new initial password */
        post: operations["issuePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/receiving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receivings with their web listing, four photo slots and sale lines (SALES)
         * @description query matches 荷受伝票番号, 荷受番号, shipper, product, SHOHIN_CD and BIKO; include_suspension_rows=1 adds suspended products and lots.
         */
        get: operations["getAdminReceivings"];
        /** Change STOCK_SU, BIKO and the web listing of a receiving (lists it for web sale when unlisted) */
        put: operations["updateReceiving"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/receiving/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a receiving and its web lot; 409 while sale lines or negotiations refer to it */
        delete: operations["deleteReceiving"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/receiving/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the day’s receivings from the auction system’s CSV (preview with dry_run; all lines or none) */
        post: operations["importReceivings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/receiving/option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The choices of the receiving filters */
        get: operations["getReceivingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reservations by sale date and purchaser (STATUS 予約中, 引当済, 取消) */
        get: operations["getAdminReserves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/reserve/delete/{YOYAKU_NO}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel an open reservation */
        delete: operations["cancelReserve"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/reserve/fulfil/{YOYAKU_NO}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fulfil a reservation into a 注文 sale on a received lot of the same product (takes STOCK_SU; 409 when short) */
        post: operations["fulfilReserve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sale lines, newest first, with the totals of the filter
         * @description query matches purchaser (code, name, branch name), product, shipper and BIKO. SALE_DATE_FROM/TO bound the sale date (SALE_DATE: one day).
         */
        get: operations["getAdminSales"];
        put?: never;
        /** Record a せり, 注文 or 相対 sale; takes the receiving’s STOCK_SU (409 when it no longer fits) */
        post: operations["recordSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/sale/{SALE_ID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct a sale line’s quantities, price or BIKO; the stock moves by the difference */
        put: operations["correctSale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/sale/delete/{SALE_ID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a sale line (only while DELETABLE_FLG); its stock comes back */
        delete: operations["deleteSale"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/shipper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shippers, paginated */
        get: operations["getShippers"];
        put?: never;
        /** Create a shipper (409 when SHUKKASHA_CD exists) */
        post: operations["createShipper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/shipper/{SHUKKASHA_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a shipper */
        put: operations["updateShipper"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/shipper/delete/{SHUKKASHA_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a shipper without receivings (409 otherwise) */
        delete: operations["deleteShipper"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/system_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System log (sign-ins and every administrator change with before → after), paginated */
        get: operations["getSystemLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/system_parameter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System parameters */
        get: operations["getSystemParameters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/system_parameter/{PARAMETER_CD}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a parameter; effective at once */
        put: operations["updateSystemParameter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admins/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web opening hours, Japan time */
        get: operations["getWebTime"];
        /** Set the web opening hours; buying follows at once */
        put: operations["updateWebTime"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server and database health (503 while the database is unreachable) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The head branch's view of its branches' purchase requests */
        get: operations["getApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/approval/{request_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request: its held lines become the branch’s purchase now */
        post: operations["approvePurchaseRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/approval/{request_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending request with an optional comment; the held stock returns */
        post: operations["rejectPurchaseRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/cancellable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own WEB purchases still inside SALE_SAVE_PERIOD, with deadlines */
        get: operations["getCancellablePurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/cancellable/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one own purchase line within SALE_SAVE_PERIOD; the quantity returns to stock */
        post: operations["cancelWebPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password: at the first login, or in app with the current password (throttled as sign-in is) */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token of the reset mail (single use) */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/extends_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put off the 3-month password change prompt (snooze) */
        post: operations["extendPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The branch's favourite shippers, varieties and products */
        get: operations["getFavorites"];
        /** Replace the branch's favourites with the whole set sent; answers the saved set */
        put: operations["saveFavorites"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market statistics per item for one sale date */
        get: operations["getMarketStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/market/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market statistics of one item by variety, with its daily series */
        get: operations["getMarketDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/market/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lot's price history: its product, variety, item and shipper per sale day, and the branch's last price paid */
        get: operations["getPriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/mypage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My page: latest news, the month’s schedule and note, links */
        get: operations["getMyPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/negotiation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The branch's negotiations (open=1: only 商談中 and 再商談) */
        get: operations["getBuyerNegotiations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/negotiation/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a 再商談: agree to the counter price (成立) or ask a new price (商談中) */
        post: operations["answerNegotiation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/negotiation/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a 成立 negotiation once, at its agreed price and packages; Idempotency-Key makes retries safe */
        post: operations["buyNegotiated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News visible now, important first, newest first */
        get: operations["getNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news (marks it read); the file through a signed, expiring URL */
        get: operations["getUserNewsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/next-reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The branch's next-order reservations */
        get: operations["getNextReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/next-reservation/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw one of the branch's own next-order reservations before its sale day */
        post: operations["cancelNextReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications (market events for them), newest first, with the unread count */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks notifications read for this account: { ids: [..] } or { all: true } */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the session token (the old one stays valid 30 s; refreshing it again then answers the same new token; after that it ends the sign-in) */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (same answer whether or not the address is known) */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchase history by date (the head branch may pass another branch of its purchaser) */
        get: operations["getSaleHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/sale/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sale lines of one purchase date */
        get: operations["getSaleDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Branch settings (head branch 001 only) */
        get: operations["getSetting"];
        put?: never;
        /** Save sell margin rates and purchase approval (head branch 001 only) */
        post: operations["saveSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with login id and password */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listing filters, notice and web hours */
        get: operations["getWebFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy lots: all lines or none; Idempotency-Key makes retries safe */
        post: operations["buyWebItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/buy/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchase-done rows of one own transaction */
        get: operations["getBuyDone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The branch's cart, each line with its lot as listed now */
        get: operations["getWebCart"];
        /** Replace the whole cart; new and changed lines are checked like a purchase (no stock is held) */
        put: operations["putWebCart"];
        post?: never;
        /** Empty the cart */
        delete: operations["clearWebCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lots on offer, filtered (repeated or comma-separated list parameters) and paginated */
        get: operations["getWebItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/negotiation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a price on a negotiable lot (body: id, KUCHI_SU, TANKA, BIKO) */
        post: operations["sendWebNegotiation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web news ticker: current, not suspended, in PRINT_ORDER */
        get: operations["getWebTicker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/next-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reserve lots for the next sale (YOYAKU_PERMIT_FLG only) */
        post: operations["orderNextWebItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/next-order/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Next-order-done rows of one own transaction */
        get: operations["getNextOrderDone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Signed, expiring GET URLs of the lot photos */
        get: operations["getWebPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The branch's own purchase requests (approval by the head branch), newest first */
        get: operations["getWebPurchaseRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market events and live stock (text/event-stream) for every signed-in user; opened with ?ticket= from POST /users/web/stream/ticket (EventSource sends no headers), resumed after ?last_event_id= */
        get: operations["streamWebStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/web/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use ticket (30 s) that opens the market event stream: GET /users/web/stream?ticket=… */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminNegotiation: {
            BAISAN_CD: string;
            BAISAN_EDA: string;
            BAISAN_NM: string;
            /** @description the buyer's remarks */
            BIKO: string;
            COLOR_NM: string;
            COMMENT: string;
            /** Format: date-time */
            created_at: string;
            /** @description web item id of the lot */
            id: number;
            IRI_SU: number;
            KUCHI_SU: number;
            /** @description the lot's listed price now */
            LOT_UNIT_PRICE: number;
            negotiation_no: number;
            OLD_TANKA: number;
            remaining_quantity: number;
            SALE_DATE: string;
            SALE_ID: number | null;
            SHODAN_STATUS: "商談中" | "成立" | "再商談" | "不成立";
            SHOHIN_NM: string;
            SHUKKASHA_NM: string;
            specification: string;
            /** @description the wanted price (商談中), the counter price (再商談) or the agreed price (成立) */
            UNIT_PRICE: number;
            /** Format: date-time */
            updated_at: string;
        };
        AdminNews: {
            CATEGORY_NM: string;
            /** @description 'YYYY/MM/DD' */
            DATE: string;
            /** @description Sanitised HTML: p, h1, h2, b, br, span with color red/blue/black/gray */
            DESCRIPTION: string;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            END_DATE: string;
            FILE_GET_URL: string | null;
            FILE_URL: string | null;
            IMPORTANT_FLG: boolean;
            INFORMATION_CD: number;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            START_DATE: string;
            SUSPEND_FLG: boolean;
            TITLE: string;
        };
        AdminPhoto: {
            image1: string | null;
            image2: string | null;
            message: string;
        };
        AdminProduct: {
            abbr: string;
            color: string;
            color_code: string;
            id: number;
            image1: string | null;
            image1_put_url: string;
            image2: string | null;
            image2_put_url: string;
            is_suspensions: boolean;
            item_name: string;
            item_name_code: string;
            jf_code: string;
            kana_abbr: string;
            kana_product_name: string;
            old_item_code: string;
            product_code: string;
            product_name: string;
            tax_group: string;
        };
        AdminReceiving: {
            BIKO: string;
            category: string;
            COLOR_NM: string;
            IRI_SU: number;
            ITEM_NM: string;
            NIUKE_DEMPYO_NO: string;
            niuke_image1: string | null;
            niuke_image1_put_url: string;
            niuke_image2: string | null;
            niuke_image2_put_url: string;
            NIUKE_NO: string;
            SALE_DATE: string;
            SALES: components["schemas"]["ReceivingSale"][];
            SHOHIN_CD: string;
            shohin_image1: string | null;
            shohin_image1_put_url: string;
            shohin_image2: string | null;
            shohin_image2_put_url: string;
            SHOHIN_NM: string;
            SHUKKASHA_CD: string;
            SHUKKASHA_NM: string;
            SO_SU: number;
            specification: string;
            STOCK_SU: number;
            /** @description the product or the web lot is suspended */
            SUSPEND_FLG: boolean;
            TANTOSHA_NM: string;
            web: {
                bundle_tanka_list: {
                    bundle_tanka: number;
                    quantity: number;
                }[];
                BUY_PERMIT_FLG: boolean;
                discount_details: string[];
                hasu: number;
                id: number;
                is_negotiable: boolean;
                is_web_open: boolean;
                max_quantity: number;
                notice: string;
                open_hour: number | null;
                recommended_flag: boolean;
                recommended_start_time: string | null;
                recommended_unit_price: number | null;
                remaining_quantity: number;
                remarks: string;
                suspend_flg: boolean;
                unit_price: number;
                YOYAKU_PERMIT_FLG: boolean;
            } | null;
        };
        AdminReserve: {
            BAISAN_CD: string;
            BAISAN_EDA: string;
            BAISAN_NM: string;
            BIKO: string;
            COLOR_NM: string;
            IRI_SU: number;
            KUCHI_SU: number;
            SALE_DATE: string;
            SALE_ID: number | null;
            SHOHIN_CD: string;
            SHOHIN_NM: string;
            SO_SU: number;
            specification: string;
            STATUS: "予約中" | "引当済" | "取消";
            /** @description price range text such as '80〜100' */
            WEB_TANKA: string;
            /** @description 'YYYY/MM/DD HH:MM', Japan time */
            YOYAKU_DATE: string;
            YOYAKU_NO: number;
        };
        AdminSale: {
            BAISAN_CD: string;
            BAISAN_EDA: string;
            BAISAN_EDA_NM: string;
            BAISAN_NM: string;
            BIKO: string;
            COLOR_NM: string;
            DELETABLE_FLG: boolean;
            DISCOUNT_TANKA: number;
            HA_SU: number;
            IRI_SU: number;
            KUCHI_SU: number;
            max_quantity: number | null;
            NIUKE_DEMPYO_NO: string;
            NIUKE_NO: string;
            NIUKE_SALE_DATE: string | null;
            PRICE: number;
            RATE_TANKA: number;
            SALE_DATE: string;
            SALE_ID: number;
            /** @description 1 せり, 2 注文, 3 相対, 4 WEB */
            SALE_KBN: 1 | 2 | 3 | 4;
            SALE_KBN_NM: string;
            SHOHIN_NM: string;
            SHUKKASHA_NM: string;
            SO_SU: number;
            specification: string;
            STOCK_SU: number;
            WEB_TANKA: number;
        };
        BranchPurchaseRequest: {
            branch_name: string;
            branch_number: string;
            comment: string;
            /** Format: date-time */
            created_at: string;
            decided_at: string | null;
            /** Format: date-time */
            expires_at: string;
            items: {
                color: string;
                commission: number;
                HA_SU: number;
                /** @description web item id */
                id: number;
                KUCHI_SU: number;
                price: number;
                product_name: string;
                quantity_per_package: number;
                shipment_provider_name: string;
                SO_SU: number;
                specification: string;
                /** @description per stem, as asked (the sale charges it) */
                unit_price: number;
            }[];
            request_id: number;
            status: "承認待ち" | "承認済" | "却下" | "期限切れ";
            transactionUUID: string | null;
        };
        BulkMail: {
            DELIVERY_FAILED: number;
            /** @description Deliveries that failed or wait for a retry (at most 20) */
            DELIVERY_PROBLEMS: {
                ATTEMPTS: number;
                BAISAN_EDA_NM: string;
                ERROR: string;
                MAIL_ADDR: string;
                /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
                NEXT_ATTEMPT_AT: string;
                /** @description pending: will be retried at NEXT_ATTEMPT_AT; failed: given up */
                STATUS: "pending" | "failed";
            }[];
            DELIVERY_SENT: number;
            /** @description Recipients listed when the mail fell due (0 before) */
            DELIVERY_TOTAL: number;
            MAIL_CATEGORY_NAME: string;
            MAIL_CATEGORY_NO: number;
            MAIL_CREATE_DATE: string;
            MAIL_NO: number;
            /** @description 'YYYY/MM/DD HH:MM' when every recipient is done; '' while unsent */
            MAIL_SEND_DATE: string;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            MAIL_SEND_START_DATE: string;
            /** @description Sanitised HTML from the editor */
            MAIL_TEXT: string;
            MAIL_TITLE: string;
        };
        BuyerNegotiation: {
            BIKO: string;
            color: string;
            comment: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            KUCHI_SU: number;
            negotiation_no: number;
            OLD_TANKA: number;
            product_name: string;
            purchased: boolean;
            quantity_per_package: number;
            sale_date: string;
            shipment_provider_name: string;
            specification: string;
            status: string;
            TANKA: number;
            /** Format: date-time */
            updated_at: string;
        };
        Cancellable: {
            color: string;
            cost: number;
            /** Format: date-time */
            deadline: string;
            hasu: number;
            id: number;
            is_photo_present: boolean;
            product_name: string;
            /** Format: date-time */
            purchased_at: string;
            quantity: number;
            quantity_per_package: number;
            remaining_seconds: number;
            remarks: string;
            shipment_provider_name: string;
            specification: string;
            transactionUUID: string;
            unit_price: string;
            web_item_id: number;
        };
        Cart: {
            items: {
                HA_SU: number;
                id: number;
                item: components["schemas"]["WebItem"];
                KUCHI_SU: number;
                on_sale: boolean;
            }[];
        };
        ErrorBody: {
            /** @description machine-readable reason, e.g. out_of_stock, required, minimum */
            code: string;
            /** @description Japanese: which field or thing, and what is wrong */
            detail: string;
            /** @description the request field at fault, e.g. items[0].KUCHI_SU */
            field?: string;
            /** @description Japanese: the general sentence */
            message: string;
        };
        Item: {
            H_ITEM_CD: string | null;
            H_ITEM_NM: string | null;
            ITEM_CD: string;
            ITEM_KNM: string;
            ITEM_LEVEL: number;
            ITEM_NM: string;
            ITEM_RKNM: string;
            ITEM_RNM: string;
            PRINT_ORDER: number;
            SUSPEND_FLG: boolean;
        };
        Link: {
            LINK_CD: number;
            LINK_NM: string;
            LINK_URL: string;
            SUSPEND_FLG: boolean;
        };
        LogLine: {
            OPERATION_DATE: string;
            OPERATION_LOG: string;
            OPERATOR: string;
        };
        MailCategory: {
            CATEGORY: string;
            CATEGORY_NO: number;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            CREATE_DATE: string;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            UPDATE_DATE: string;
        };
        MarketDetail: {
            daily: {
                average: number;
                high_price: number;
                quantity: number;
                sale_date: string;
            }[];
            datas: {
                average: number;
                high_price: number;
                quantity: number;
                variety_name: string;
            }[];
            item_cd: string;
            item_name: string;
            recent_listing_date: string | null;
            sale_date: string | null;
        };
        MarketStats: {
            datas: {
                average: number;
                high_price: number;
                item_cd: string;
                item_name: string;
                quantity: number;
            }[];
            recent_listing_date: string | null;
            sale_date: string | null;
            sale_dates: string[];
        };
        MessageAnswer: {
            message: string;
        };
        MyPage: {
            calendar_note: string;
            links: {
                label: string;
                link: string;
            }[];
            month: string;
            news: components["schemas"]["NewsListItem"][];
            schedules: {
                color_code: string;
                date: string;
                label: string;
            }[];
        };
        News: {
            CATEGORY_NM: string;
            DATE: string;
            DESCRIPTION: string;
            END_DATE: string;
            FILE_GET_URL: string | null;
            FILE_URL: string | null;
            IMPORTANT_FLG: boolean;
            INFORMATION_CD: number;
            START_DATE: string;
            TITLE: string;
        };
        NewsCategory: {
            id: number;
            name: string;
            order: number;
            SUSPEND_FLG: boolean;
        };
        NewsListItem: {
            CATEGORY_NM: string;
            DATE: string;
            has_file: boolean;
            IMPORTANT_FLG: boolean;
            INFORMATION_CD: number;
            is_read: boolean;
            TITLE: string;
        };
        NextOrderDone: {
            category: string;
            color: string;
            HA_SU: number;
            id: number;
            KUCHI_SU: number;
            max_quantity: number;
            product_name: string;
            quantity_per_package: number;
            receiving_number: string;
            remaining_quantity: number;
            remarks: string;
            sale_date: string;
            shipment_provider_name: string;
            SO_SU: number;
            specification: string;
            unit_price: string;
            web_item_id: number;
        };
        NextReservation: {
            color: string;
            product_name: string;
            purchase_date: string;
            quantity: number;
            quantity_per_package: number;
            remarks: string;
            SO_SU: number;
            specification: string;
            /**
             * @description the outcome: 予約中, 引当済 (a 注文 purchase, see /users/sale) or 取消
             * @enum {string}
             */
            status: "予約中" | "引当済" | "取消";
            unit_price: string;
            web_item_id: number | null;
            /** Format: date-time */
            yoyaku_date: string;
            YOYAKU_NO: number;
        };
        Notification: {
            /** Format: date-time */
            created_at: string;
            /** @description the market event id (the stream sends it as `id:`) */
            id: number;
            important: boolean;
            /** @description what happened, e.g. 'negotiation_answered', 'news_important' */
            kind: string;
            /** @description the app path it leads to, e.g. /web or /news/important/12 */
            link: string;
            read: boolean;
            /** @description a Japanese sentence */
            title: string;
        };
        /** @description The pagination envelope of spec §3: the page asked for and the totals of the whole filter; each page adds its rows as `datas`. */
        PageEnvelope: {
            currentPage: number;
            isFirstPage: boolean;
            isLastPage: boolean;
            per: number;
            total: number;
            totalPages: number;
        };
        PriceHistory: {
            /** @description only days with trades, oldest first */
            item: {
                /** @description yen per stem: Σ PRICE / Σ SO_SU, rounded */
                average: number;
                /** @description YYYY/MM/DD */
                date: string;
                /** @description highest yen per stem (WEB_TANKA) */
                high: number;
                /** @description stems traded */
                quantity: number;
            }[];
            last_paid: number | null;
            /** @description only days with trades, oldest first */
            product: {
                /** @description yen per stem: Σ PRICE / Σ SO_SU, rounded */
                average: number;
                /** @description YYYY/MM/DD */
                date: string;
                /** @description highest yen per stem (WEB_TANKA) */
                high: number;
                /** @description stems traded */
                quantity: number;
            }[];
            /** @description only days with trades, oldest first */
            shipper: {
                /** @description yen per stem: Σ PRICE / Σ SO_SU, rounded */
                average: number;
                /** @description YYYY/MM/DD */
                date: string;
                /** @description highest yen per stem (WEB_TANKA) */
                high: number;
                /** @description stems traded */
                quantity: number;
            }[];
            /** @description only days with trades, oldest first */
            variety: {
                /** @description yen per stem: Σ PRICE / Σ SO_SU, rounded */
                average: number;
                /** @description YYYY/MM/DD */
                date: string;
                /** @description highest yen per stem (WEB_TANKA) */
                high: number;
                /** @description stems traded */
                quantity: number;
            }[];
        };
        PurchaseDone: {
            category: string;
            color: string;
            commission: number;
            commission_per_stem: number;
            HA_SU: number;
            id: number;
            KUCHI_SU: number;
            max_quantity: number;
            price: number;
            product_name: string;
            quantity_per_package: number;
            receiving_number: string;
            remaining_quantity: number;
            remarks: string;
            sale_date: string;
            sell_price: number | null;
            shipment_provider_name: string;
            SO_SU: number;
            specification: string;
            unit_price: string;
            web_item_id: number;
        };
        Purchaser: {
            ADDR: string;
            BAISAN_CD: string;
            BAISAN_EDA: string;
            BAISAN_EDA_KNM: string;
            BAISAN_EDA_NM: string;
            BAISAN_EDA_RNM: string;
            BAISAN_NM: string;
            BUY_PERMIT_FLG: boolean;
            FAX: string;
            is_admin: boolean;
            is_first_login: boolean;
            login_id: string;
            MAIL_ADDR: string;
            SALE_RATE: number;
            SUSPEND_FLG: boolean;
            TEL: string;
            ZIP_CD: string;
        };
        PurchaseRequest: {
            comment: string;
            /** Format: date-time */
            created_at: string;
            decided_at: string | null;
            /** Format: date-time */
            expires_at: string;
            items: {
                color: string;
                commission: number;
                HA_SU: number;
                /** @description web item id */
                id: number;
                KUCHI_SU: number;
                price: number;
                product_name: string;
                quantity_per_package: number;
                shipment_provider_name: string;
                SO_SU: number;
                specification: string;
                /** @description per stem, as asked (the sale charges it) */
                unit_price: number;
            }[];
            request_id: number;
            status: "承認待ち" | "承認済" | "却下" | "期限切れ";
            transactionUUID: string | null;
        };
        ReceivingSale: {
            BAISAN_CD: string;
            BAISAN_EDA: string;
            BAISAN_NM: string;
            DELETABLE_FLG: boolean;
            HA_SU: number;
            KUCHI_SU: number;
            PRICE: number;
            SALE_DATE: string;
            SALE_ID: number;
            /** @description 1 せり, 2 注文, 3 相対, 4 WEB */
            SALE_KBN: 1 | 2 | 3 | 4;
            SALE_KBN_NM: string;
            SO_SU: number;
            WEB_TANKA: number;
        };
        SaleDay: {
            /** @description the purchase date as YYYYMMDD */
            id: number;
            isSokuho: boolean;
            otherTotal: number;
            purchaseDate: string;
            salesTaxAmount: number;
            totalPurchase: number;
            totalTransactions: number;
            totalWithTax: number;
        };
        SaleDetail: {
            branch_name: string;
            branch_number: string;
            branches: {
                branch_name: string;
                branch_number: string;
            }[];
            datas: components["schemas"]["SaleLine"][];
            /** @description the purchase date as YYYYMMDD */
            id: number;
            isSokuho: boolean;
            otherTotal: number;
            purchaseDate: string;
            salesTaxAmount: number;
            totalPurchase: number;
            totalTransactions: number;
            totalWithTax: number;
        };
        SaleHistory: {
            branch_name: string;
            branch_number: string;
            branches: {
                branch_name: string;
                branch_number: string;
            }[];
            datas: components["schemas"]["SaleDay"][];
            from: string;
            to: string;
            totals: {
                isSokuho: boolean;
                otherTotal: number;
                salesTaxAmount: number;
                totalPurchase: number;
                totalTransactions: number;
                totalWithTax: number;
            };
        };
        SaleLine: {
            baisan_id: string;
            color: string;
            commission: number;
            discount_tanka: number;
            HA_SU: number;
            id: number;
            isSokuho: boolean;
            KUCHI_SU: number;
            price: number;
            product_name: string;
            quantity_per_package: number;
            receiving_number: string;
            remarks: string;
            sale_kbn: "せり" | "注文" | "相対" | "WEB";
            shipment_provider_name: string;
            sosu: number;
            specification: string;
            unit_price: number;
        };
        SettingsBranch: {
            branch_name: string;
            branch_number: string;
            purchase_approval: boolean;
            sell_margin_rate: number;
        };
        Shipper: {
            ADDR: string;
            DAIHYOSHA_KNM: string;
            DAIHYOSHA_NM: string;
            FAX: string;
            ITAKU_KAITSUKE_CD: string;
            ITAKU_KAITSUKE_NM: string;
            KNM: string;
            KRNM: string;
            PAY_DANTAI_CD: string;
            PAY_DANTAI_NM: string;
            RNM: string;
            SANCHI_CD: string;
            SANCHI_NM: string;
            SHUKKA_TANTOSHA_NM: string;
            SHUKKASHA_CD: string;
            SHUKKASHA_KBN: string;
            SHUKKASHA_NM: string;
            SUSPEND_FLG: boolean;
            TANTOSHA_MAIL: string;
            TEL: string;
            ZIP_CD: string;
        };
        SignInAnswer: {
            baisan_cd: string | null;
            branch_name: string | null;
            branch_number: string | null;
            BUY_PERMIT_FLG: boolean;
            device_token: string;
            is_admin: boolean;
            is_first_login: boolean;
            news_ids: number[];
            requires_password_change: boolean;
            token: string;
        };
        SystemParameter: {
            PARAMETER: string;
            PARAMETER_CD: string;
            PARAMETER_TYP: string;
            REMARK: string;
        };
        TransactionAnswer: {
            transactionUUID: string;
        };
        WebFilters: {
            color_groups: string[];
            colors: string[];
            is_recommended: boolean;
            is_web_open: boolean;
            item_names: string[];
            next_order_deadline: {
                message: string;
                time: string;
            };
            notice: string;
            open_hours: {
                label: string;
                value: number;
            }[];
            purchase_approval_required: boolean;
            sale_dates: string[];
            sale_rate: number;
            sell_margin_rate: number;
            shippers: string[];
            tax_rate: number;
            varieties: {
                name: string;
                reading: string;
            }[];
            web_hours: {
                END_TIME: string;
                is_open: boolean;
                message: string | null;
                opens_at: string | null;
                opens_at_label: string | null;
                START_TIME: string;
            };
        };
        WebItem: {
            bundle_tanka_list: {
                bundle_tanka: number;
                quantity: number;
            }[];
            BUY_PERMIT_FLG: boolean;
            color: string;
            color_group: string;
            discount_details: string[];
            done: boolean;
            hasu: number;
            id: number;
            is_favorite: boolean;
            is_negotiable: boolean;
            is_new: boolean;
            is_photo_present: boolean;
            is_web_open: boolean;
            item_cls: string;
            item_name: string;
            max_quantity: number;
            notice: string;
            open_hour: number | null;
            product_name: string;
            quantity_per_package: number;
            receiving_number: string;
            recommended_active: boolean;
            recommended_flag: boolean;
            recommended_start_time: string | null;
            recommended_unit_price: number | null;
            remaining_quantity: number;
            remarks: string;
            sale_date: string;
            sell_price: number | null;
            shipment_provider_name: string;
            specification: string;
            thumbnail_url: string | null;
            unit_price: string;
            variety_name: string;
            YOYAKU_PERMIT_FLG: boolean;
        };
        WebNews: {
            /** @description 'YYYY/MM/DD' */
            DATE: string;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            END_DATE: string;
            id: number;
            PRINT_ORDER: number;
            /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
            START_DATE: string;
            SUSPEND_FLG: boolean;
            TITLE: string;
        };
        WebPhoto: {
            niuke_image_1: string | null;
            niuke_image_2: string | null;
            shohin_image_1: string | null;
            shohin_image_2: string | null;
            shohin_name: string;
        };
        WebTicker: {
            DATE: string;
            END_DATE: string;
            id: number;
            PRINT_ORDER: number;
            START_DATE: string;
            TITLE: string;
        };
        WebTime: {
            /** @description 'HH:MM', Japan time */
            END_TIME: string;
            /** @description 'HH:MM', Japan time */
            START_TIME: string;
        };
    };
    responses: {
        /** @description Bad input: detail names the field and why. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "口数は1以上の整数で入力してください。",
                 *       "message": "入力内容に誤りがあります。",
                 *       "code": "minimum",
                 *       "field": "body.items.0.KUCHI_SU"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The state does not allow it (sold out, window closed, still in use). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "他の操作と競合しました。画面を更新してから再度お試しください。",
                 *       "message": "他の操作と競合しました。画面を更新してから再度お試しください。",
                 *       "code": "out_of_stock",
                 *       "field": "items[0].KUCHI_SU"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Signed in but not allowed: an administrator path, BUY_PERMIT_FLG off, or the first-login password change pending. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "この操作を行う権限がありません。",
                 *       "message": "この操作を行う権限がありません。",
                 *       "code": "forbidden"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The thing named by the path or body does not exist or is not yours. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "指定されたページまたはデータが存在しません。",
                 *       "message": "指定されたページまたはデータが存在しません。",
                 *       "code": "not_found",
                 *       "field": "id"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The JSON body is larger than the limit (256 KiB). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "送信されたデータが大きすぎます。",
                 *       "message": "入力内容に誤りがあります。",
                 *       "code": "FST_ERR_CTP_BODY_TOO_LARGE"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The database is out of reach (or the server is busy or closing); retry after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "データベースに接続できません（接続できない状態）。",
                 *       "message": "ただいまデータベースに接続できません。しばらくしてから再度お試しください。",
                 *       "code": "database_unreachable"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many attempts or open streams; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "リクエストが多すぎます。時間をおいて再度お試しください。",
                 *       "message": "リクエストが多すぎます。時間をおいて再度お試しください。",
                 *       "code": "too_many_requests"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No token, or an expired or invalid one. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "ログインしてください。",
                 *       "message": "ログインしてください。",
                 *       "code": "session_expired",
                 *       "field": "Authorization"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The Idempotency-Key was first used with another request. */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "入力内容に誤りがあります。",
                 *       "message": "入力内容に誤りがあります。",
                 *       "code": "idempotency_key_reused",
                 *       "field": "Idempotency-Key"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Content-Type「text/plain」には対応していません。application/json で送信してください。",
                 *       "message": "送信されたデータの形式に対応していません。",
                 *       "code": "FST_ERR_CTP_INVALID_MEDIA_TYPE"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccessLog: {
        parameters: {
            query?: {
                /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD', Japan date */
                from?: string;
                include_suspension_rows?: 0 | 1;
                operator?: string;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD', Japan date */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["LogLine"][];
                        dates: string[];
                        operators: string[];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getItems: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: "ITEM_CD" | "ITEM_NM" | "ITEM_KNM" | "ITEM_LEVEL" | "PRINT_ORDER";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["Item"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    H_ITEM_CD?: string | null;
                    ITEM_CD: string;
                    ITEM_KNM?: string;
                    ITEM_LEVEL?: number;
                    ITEM_NM: string;
                    ITEM_RKNM?: string;
                    ITEM_RNM?: string;
                    PRINT_ORDER?: number;
                    SUSPEND_FLG?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Item"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ITEM_CD: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    H_ITEM_CD?: string | null;
                    ITEM_CD?: string;
                    ITEM_KNM?: string;
                    ITEM_LEVEL?: number;
                    ITEM_NM?: string;
                    ITEM_RKNM?: string;
                    ITEM_RNM?: string;
                    PRINT_ORDER?: number;
                    SUSPEND_FLG?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Item"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ITEM_CD: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminLinks: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: "LINK_CD" | "LINK_NM" | "LINK_URL";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["Link"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    LINK_NM: string;
                    LINK_URL: string;
                    SUSPEND_FLG?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                LINK_CD: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    LINK_CD?: number;
                    LINK_NM?: string;
                    LINK_URL?: string;
                    SUSPEND_FLG?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                LINK_CD: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMailCategories: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["MailCategory"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMailCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMails: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                /** @description By MAIL_SEND_DATE; both when absent */
                status?: "sent" | "unsent";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["BulkMail"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category_no: number;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    send_date: string;
                    /** @description HTML from the editor (sanitised like news) */
                    text: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkMail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                MAIL_NO: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category_no: number;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    send_date: string;
                    /** @description HTML from the editor (sanitised like news) */
                    text: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkMail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                MAIL_NO: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testSendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                MAIL_NO: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description The signed-in administrator's own address */
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMailRecipientCount: {
        parameters: {
            query?: {
                /** @description Checked to exist; every category goes to the same recipients */
                category_no?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Active buyer branches with a MAIL_ADDR, each address once (as listed when the mail falls due) */
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminNegotiations: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                SHODAN_STATUS?: "商談中" | "成立" | "再商談" | "不成立";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["AdminNegotiation"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerAdminNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                negotiation_no: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    COMMENT?: string;
                    /** @description packages; default the asked KUCHI_SU */
                    KUCHI_SU?: number;
                    SHODAN_STATUS: "成立" | "再商談" | "不成立";
                    /** @description per-stem price: agreed (成立) or counter (再商談); default the current TANKA */
                    UNIT_PRICE?: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNegotiation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminNews: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["AdminNews"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A news category's name; '' for none */
                    CATEGORY_NM: string;
                    /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD' */
                    DATE: string;
                    DESCRIPTION: string;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    END_DATE: string;
                    /** @description Name of the file about to be PUT to FILE_PUT_URL (shown as FILE_URL); replaces the current file */
                    FILE_NAME?: string;
                    IMPORTANT_FLG: boolean;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    START_DATE: string;
                    SUSPEND_FLG: boolean;
                    TITLE: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        CATEGORY_NM: string;
                        /** @description 'YYYY/MM/DD' */
                        DATE: string;
                        /** @description Sanitised HTML: p, h1, h2, b, br, span with color red/blue/black/gray */
                        DESCRIPTION: string;
                        /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
                        END_DATE: string;
                        FILE_GET_URL: string | null;
                        /** @description Signed PUT URL for the news' file, good for one upload: send the file with the Content-Type its type parameter names (nothing is attached until then) */
                        FILE_PUT_URL: string;
                        FILE_URL: string | null;
                        IMPORTANT_FLG: boolean;
                        INFORMATION_CD: number;
                        /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
                        START_DATE: string;
                        SUSPEND_FLG: boolean;
                        TITLE: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNewsCategories: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["NewsCategory"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNewsCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    order: number;
                    /** @default false */
                    SUSPEND_FLG?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNewsCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    order?: number;
                    SUSPEND_FLG?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNewsCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebNews: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["WebNews"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD' */
                    DATE: string;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    END_DATE: string;
                    PRINT_ORDER: number;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    START_DATE: string;
                    /** @default false */
                    SUSPEND_FLG?: boolean;
                    TITLE: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebNews"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD' */
                    DATE?: string;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    END_DATE?: string;
                    PRINT_ORDER?: number;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    START_DATE?: string;
                    SUSPEND_FLG?: boolean;
                    TITLE?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebNews"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CATEGORY_NM?: string;
                    /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD' */
                    DATE?: string;
                    DESCRIPTION?: string;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    END_DATE?: string;
                    /** @description Name of the file about to be PUT to FILE_PUT_URL (shown as FILE_URL); replaces the current file */
                    FILE_NAME?: string;
                    IMPORTANT_FLG?: boolean;
                    /** @description 'YYYY-MM-DD HH:MM' (Japan time; slashes accepted) */
                    START_DATE?: string;
                    SUSPEND_FLG?: boolean;
                    TITLE?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        CATEGORY_NM: string;
                        /** @description 'YYYY/MM/DD' */
                        DATE: string;
                        /** @description Sanitised HTML: p, h1, h2, b, br, span with color red/blue/black/gray */
                        DESCRIPTION: string;
                        /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
                        END_DATE: string;
                        FILE_GET_URL: string | null;
                        /** @description Signed PUT URL for the news' file, good for one upload: send the file with the Content-Type its type parameter names (nothing is attached until then) */
                        FILE_PUT_URL: string;
                        FILE_URL: string | null;
                        IMPORTANT_FLG: boolean;
                        INFORMATION_CD: number;
                        /** @description 'YYYY/MM/DD HH:MM' (Japan time) */
                        START_DATE: string;
                        SUSPEND_FLG: boolean;
                        TITLE: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNewsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminProducts: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: "product_code" | "product_name" | "kana_product_name" | "item_name" | "color";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["AdminProduct"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    abbr?: string;
                    color?: string;
                    color_code?: string;
                    id: number;
                    is_suspensions?: boolean;
                    item_name_code?: string;
                    jf_code?: string;
                    kana_abbr?: string;
                    kana_product_name?: string;
                    old_item_code?: string;
                    product_name?: string;
                    tax_group?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    niuke_dempyo_no?: string;
                    niuke_no?: string;
                    photo_no: 1 | 2;
                    shohin_cd?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suspendProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    is_suspensions: boolean;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image1: boolean;
                    image2: boolean;
                    niuke_dempyo_no?: string;
                    niuke_no?: string;
                    shohin_cd?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPurchasers: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: "BAISAN_CD" | "BAISAN_NM" | "BAISAN_EDA_NM" | "SALE_RATE";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["Purchaser"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPurchaser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ADDR?: string;
                    BAISAN_CD: string;
                    BAISAN_EDA: string;
                    BAISAN_EDA_KNM?: string;
                    BAISAN_EDA_NM: string;
                    BAISAN_EDA_RNM?: string;
                    BAISAN_NM?: string;
                    BUY_PERMIT_FLG?: boolean;
                    FAX?: string;
                    MAIL_ADDR?: string;
                    password: string;
                    SALE_RATE?: number;
                    SUSPEND_FLG?: boolean;
                    TEL?: string;
                    ZIP_CD?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchaser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePurchaser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                BAISAN_CD: string;
                BAISAN_EDA: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ADDR?: string;
                    BAISAN_CD?: string;
                    BAISAN_EDA?: string;
                    BAISAN_EDA_KNM?: string;
                    BAISAN_EDA_NM?: string;
                    BAISAN_EDA_RNM?: string;
                    BAISAN_NM?: string;
                    BUY_PERMIT_FLG?: boolean;
                    FAX?: string;
                    MAIL_ADDR?: string;
                    SALE_RATE?: number;
                    SUSPEND_FLG?: boolean;
                    TEL?: string;
                    ZIP_CD?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchaser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePurchaser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                BAISAN_CD: string;
                BAISAN_EDA: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    issuePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                BAISAN_CD: string;
                BAISAN_EDA: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminReceivings: {
        parameters: {
            query?: {
                category?: string;
                include_suspension_rows?: 0 | 1;
                ITEM_NM?: string;
                order?: "asc" | "desc";
                order_by?: "SALE_DATE" | "NIUKE_DEMPYO_NO" | "NIUKE_NO" | "SHUKKASHA_NM" | "SHOHIN_NM" | "ITEM_NM" | "STOCK_SU" | "TANTOSHA_NM" | "category";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                /** @description 'YYYY-MM-DD' (or 'YYYY/MM/DD') */
                SALE_DATE?: string;
                SHOHIN_NM?: string;
                SHUKKASHA_NM?: string;
                TANTOSHA_NM?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["AdminReceiving"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateReceiving: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What changes; `web` lists the lot for web sale when it is not listed yet (remaining_quantity defaults to STOCK_SU). */
        requestBody: {
            content: {
                "application/json": {
                    BIKO?: string;
                    NIUKE_DEMPYO_NO: string;
                    NIUKE_NO: string;
                    STOCK_SU?: number;
                    web?: {
                        bundle_tanka_list?: {
                            bundle_tanka: number;
                            quantity: number;
                        }[];
                        BUY_PERMIT_FLG?: boolean;
                        discount_details?: string[];
                        is_negotiable?: boolean;
                        is_web_open?: boolean;
                        max_quantity?: number;
                        notice?: string;
                        open_hour?: number | null;
                        recommended_flag?: boolean;
                        recommended_start_time?: string | null;
                        recommended_unit_price?: number | null;
                        remaining_quantity?: number;
                        remarks?: string;
                        suspend_flg?: boolean;
                        unit_price?: number;
                        YOYAKU_PERMIT_FLG?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReceiving"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteReceiving: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    NIUKE_DEMPYO_NO: string;
                    NIUKE_NO: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importReceivings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The auction system’s arrival CSV. Header row names the Receiving fields: NIUKE_DEMPYO_NO, NIUKE_NO, SALE_DATE (YYYY-MM-DD or YYYY/MM/DD), SHUKKASHA_CD, SHOHIN_CD, IRI_SU, STOCK_SU (packages) required; category, specification, SO_SU (stems, default IRI_SU × STOCK_SU), BIKO, TANTOSHA_NM, unit_price (web price per stem, default 0 = 未定) and is_web_open (1/0, default 1) optional; other columns are ignored. Every imported line is listed for web sale with all its packages. Send dry_run=true first for the line-by-line check. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: check and preview only; false: import every line, or none when any line has an error */
                    dry_run: boolean;
                    /**
                     * Format: byte
                     * @description the CSV file’s bytes, base64 (UTF-8 or Shift_JIS)
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dry_run: boolean;
                        error_count: number;
                        imported: number;
                        lines: {
                            errors: string[];
                            IRI_SU: number | null;
                            /** @description line number in the file (the header is line 1) */
                            line: number;
                            NIUKE_DEMPYO_NO: string;
                            NIUKE_NO: string;
                            SALE_DATE: string;
                            SHOHIN_NM: string | null;
                            SHUKKASHA_NM: string | null;
                            SO_SU: number | null;
                            STOCK_SU: number | null;
                            unit_price: number | null;
                        }[];
                        message: string;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReceivingOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string[];
                        ITEM_NM: string[];
                        SALE_DATE: string[];
                        SHUKKASHA_NM: string[];
                        TANTOSHA_NM: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminReserves: {
        parameters: {
            query?: {
                BAISAN_CD?: string;
                BAISAN_EDA?: string;
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                /** @description the sale date reserved for */
                SALE_DATE?: string;
                STATUS?: "予約中" | "引当済" | "取消";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["AdminReserve"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelReserve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                YOYAKU_NO: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fulfilReserve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                YOYAKU_NO: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    NIUKE_DEMPYO_NO: string;
                    NIUKE_NO: string;
                    /** @description per-stem price; default the lot's web unit_price */
                    TANKA?: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReserve"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminSales: {
        parameters: {
            query?: {
                BAISAN_CD?: string;
                BAISAN_EDA?: string;
                include_suspension_rows?: 0 | 1;
                NIUKE_DEMPYO_NO?: string;
                NIUKE_NO?: string;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                /** @description one sale date */
                SALE_DATE?: string;
                /** @description first sale date of the range */
                SALE_DATE_FROM?: string;
                /** @description last sale date of the range */
                SALE_DATE_TO?: string;
                /** @description 1 せり, 2 注文, 3 相対, 4 WEB */
                SALE_KBN?: 1 | 2 | 3 | 4;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["AdminSale"][];
                        totals: {
                            HA_SU: number;
                            KUCHI_SU: number;
                            PRICE: number;
                            SO_SU: number;
                        };
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordSale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    BAISAN_CD: string;
                    BAISAN_EDA: string;
                    BIKO?: string;
                    /** @default 0 */
                    HA_SU?: number;
                    KUCHI_SU: number;
                    NIUKE_DEMPYO_NO: string;
                    NIUKE_NO: string;
                    /** @description 1 せり, 2 注文, 3 相対 (WEB lines come from buyers) */
                    SALE_KBN: 1 | 2 | 3;
                    /** @description per-stem price in yen */
                    TANKA: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    correctSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                SALE_ID: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    BIKO?: string;
                    HA_SU?: number;
                    KUCHI_SU?: number;
                    TANKA?: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                SALE_ID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShippers: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: "SHUKKASHA_CD" | "SHUKKASHA_NM" | "KNM" | "SANCHI_NM";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["Shipper"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShipper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ADDR?: string;
                    DAIHYOSHA_KNM?: string;
                    DAIHYOSHA_NM?: string;
                    FAX?: string;
                    ITAKU_KAITSUKE_CD?: "1" | "2";
                    KNM?: string;
                    KRNM?: string;
                    PAY_DANTAI_CD?: string;
                    PAY_DANTAI_NM?: string;
                    RNM?: string;
                    SANCHI_CD?: string;
                    SANCHI_NM?: string;
                    SHUKKA_TANTOSHA_NM?: string;
                    SHUKKASHA_CD: string;
                    SHUKKASHA_KBN?: string;
                    SHUKKASHA_NM: string;
                    SUSPEND_FLG?: boolean;
                    TANTOSHA_MAIL?: string;
                    TEL?: string;
                    ZIP_CD?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipper"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShipper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                SHUKKASHA_CD: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ADDR?: string;
                    DAIHYOSHA_KNM?: string;
                    DAIHYOSHA_NM?: string;
                    FAX?: string;
                    ITAKU_KAITSUKE_CD?: "1" | "2";
                    KNM?: string;
                    KRNM?: string;
                    PAY_DANTAI_CD?: string;
                    PAY_DANTAI_NM?: string;
                    RNM?: string;
                    SANCHI_CD?: string;
                    SANCHI_NM?: string;
                    SHUKKA_TANTOSHA_NM?: string;
                    SHUKKASHA_CD?: string;
                    SHUKKASHA_KBN?: string;
                    SHUKKASHA_NM?: string;
                    SUSPEND_FLG?: boolean;
                    TANTOSHA_MAIL?: string;
                    TEL?: string;
                    ZIP_CD?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipper"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShipper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                SHUKKASHA_CD: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSystemLog: {
        parameters: {
            query?: {
                /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD', Japan date */
                from?: string;
                include_suspension_rows?: 0 | 1;
                operator?: string;
                order?: "asc" | "desc";
                order_by?: string;
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
                /** @description 'YYYY-MM-DD' or 'YYYY/MM/DD', Japan date */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["LogLine"][];
                        dates: string[];
                        operators: string[];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSystemParameters: {
        parameters: {
            query?: {
                include_suspension_rows?: 0 | 1;
                order?: "asc" | "desc";
                order_by?: "PARAMETER_TYP" | "PARAMETER_CD";
                page?: number;
                /** @description rows per page; above 1000 the page holds 1000 (the answer's per says so) */
                per?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["SystemParameter"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSystemParameter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                PARAMETER_CD: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    PARAMETER: string | number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemParameter"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebTime"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebTime"];
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        END_TIME: string;
                        START_TIME: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        database_reason?: "unreachable" | "shutting_down" | "starting_up" | "not_accepting_connections" | "no_such_database" | "login_refused" | "too_many_connections";
                        database_state: "up" | "down";
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Answer 503. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        database_reason?: "unreachable" | "shutting_down" | "starting_up" | "not_accepting_connections" | "no_such_database" | "login_refused" | "too_many_connections";
                        database_state: "up" | "down";
                        status: string;
                    };
                };
            };
        };
    };
    getApprovalRequests: {
        parameters: {
            query?: {
                page?: number;
                /** @description 1: pending requests only */
                pending?: "0" | "1";
                per?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["BranchPurchaseRequest"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approvePurchaseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectPurchaseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCancellablePurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cancellable"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelWebPurchase: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transactionUUID": "3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10",
                 *       "id": 5001
                 *     }
                 */
                "application/json": {
                    id: number;
                    transactionUUID: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transactionUUID": "3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10",
                     *       "id": 5001,
                     *       "web_item_id": 101,
                     *       "remaining_quantity": 8,
                     *       "hasu": 0
                     *     }
                     */
                    "application/json": {
                        hasu: number;
                        id: number;
                        remaining_quantity: number;
                        transactionUUID: string;
                        web_item_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password?: string;
                    /** @description The device token an earlier sign-in of this account answered */
                    device_token?: string;
                    password: string;
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    extendPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description product names (the listing's filter values) */
                        products: string[];
                        /** @description shipper names (the listing's filter values) */
                        shippers: string[];
                        /** @description variety names (the listing's filter values) */
                        varieties: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description product names (the listing's filter values) */
                    products: string[];
                    /** @description shipper names (the listing's filter values) */
                    shippers: string[];
                    /** @description variety names (the listing's filter values) */
                    varieties: string[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description product names (the listing's filter values) */
                        products: string[];
                        /** @description shipper names (the listing's filter values) */
                        shippers: string[];
                        /** @description variety names (the listing's filter values) */
                        varieties: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMarketStats: {
        parameters: {
            query?: {
                /** @description 'YYYY/MM/DD' (or 'YYYY-MM-DD') */
                sale_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMarketDetail: {
        parameters: {
            query: {
                /** @description days of the daily series (default 30) */
                days?: number;
                item_cd: string;
                /** @description 'YYYY/MM/DD' (or 'YYYY-MM-DD') */
                sale_date?: string;
                /** @description one variety's daily series */
                variety?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPriceHistory: {
        parameters: {
            query: {
                /** @description calendar days ending today */
                days?: number;
                /** @description web item (lot) id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyPage: {
        parameters: {
            query?: {
                /** @description 'YYYY-MM'; default the current month in Japan */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuyerNegotiations: {
        parameters: {
            query?: {
                open?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerNegotiation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: agree to the counter price (成立 at TANKA); false: ask TANKA instead (商談中) */
                    accept: boolean;
                    negotiation_no: number;
                    TANKA?: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        negotiation_no: number;
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    buyNegotiated: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    negotiation_no: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNews: {
        parameters: {
            query?: {
                page?: number;
                per?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["NewsListItem"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserNewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["News"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNextReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextReservation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelNextReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    YOYAKU_NO: number;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: boolean;
                        YOYAKU_NO: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number;
                per?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["Notification"][];
                        unread: number;
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    all?: true;
                    ids?: number[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSaleHistory: {
        parameters: {
            query?: {
                /** @description branch number such as '002' */
                branch?: string;
                /** @description 'YYYY/MM/DD' (or 'YYYY-MM-DD') */
                from?: string;
                /** @description 'YYYY/MM/DD' (or 'YYYY-MM-DD') */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSaleDetail: {
        parameters: {
            query: {
                /** @description branch number such as '002' */
                branch?: string;
                /** @description 'YYYY/MM/DD' (or 'YYYY-MM-DD') */
                purchase_date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        branches: components["schemas"]["SettingsBranch"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    branches: {
                        /** @description branch number such as '002' */
                        branch_number: string;
                        purchase_approval: boolean;
                        sell_margin_rate: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        branches: components["schemas"]["SettingsBranch"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "1001-001",
                 *       "password": "buyer-pass-1",
                 *       "device_token": "Vb8mQ2…"
                 *     }
                 */
                "application/json": {
                    /** @description The device token an earlier sign-in of this account answered */
                    device_token?: string;
                    id: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "kq1Zr0…",
                     *       "requires_password_change": false,
                     *       "branch_number": "001",
                     *       "branch_name": "本店",
                     *       "baisan_cd": "1001",
                     *       "is_admin": false,
                     *       "is_first_login": false,
                     *       "news_ids": [],
                     *       "BUY_PERMIT_FLG": true,
                     *       "device_token": "Vb8mQ2…"
                     *     }
                     */
                    "application/json": components["schemas"]["SignInAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebFilters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    buyWebItems: {
        parameters: {
            query?: never;
            header?: {
                /** @example b7e0c2d4-buy-1 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "id": 101,
                 *           "KUCHI_SU": 2,
                 *           "HA_SU": 0
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        HA_SU: number;
                        id: number;
                        KUCHI_SU: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transactionUUID": "3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10"
                     *     }
                     */
                    "application/json": components["schemas"]["TransactionAnswer"];
                };
            };
            /** @description Success: done (committed before the answer); the answer below. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuyDone: {
        parameters: {
            query: {
                /** @example 3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10 */
                transactionUUID: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 5001,
                     *         "web_item_id": 101,
                     *         "shipment_provider_name": "JA愛知みなみ",
                     *         "product_name": "バラ サムライ08",
                     *         "receiving_number": "1024-3",
                     *         "sale_date": "2026/06/15",
                     *         "category": "バラ",
                     *         "color": "赤",
                     *         "specification": "2L",
                     *         "quantity_per_package": 10,
                     *         "HA_SU": 0,
                     *         "KUCHI_SU": 2,
                     *         "SO_SU": 20,
                     *         "remaining_quantity": 6,
                     *         "max_quantity": 8,
                     *         "unit_price": "120",
                     *         "remarks": "",
                     *         "price": 2400,
                     *         "commission": 48,
                     *         "commission_per_stem": 2,
                     *         "sell_price": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PurchaseDone"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putWebCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        HA_SU: number;
                        id: number;
                        KUCHI_SU: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearWebCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebItems: {
        parameters: {
            query?: {
                available?: "" | "0" | "1" | "true" | "false";
                color_groups?: string[];
                colors?: string[];
                favorites?: "" | "0" | "1" | "true" | "false";
                is_recommended?: "" | "0" | "1" | "true" | "false";
                is_web_open?: "" | "0" | "1" | "true" | "false";
                /**
                 * @example [
                 *       "バラ"
                 *     ]
                 */
                item_names?: string[];
                /** @description product, variety or shipper contains it (kana or hiragana alike) */
                keyword?: string;
                open_hours?: string[];
                /** @example 1 */
                page?: number;
                /** @example 50 */
                per?: number;
                products?: string[];
                sale_dates?: string[];
                shippers?: string[];
                sort?: "default" | "price_asc" | "price_desc" | "remaining_desc" | "shipper";
                varieties?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currentPage": 1,
                     *       "totalPages": 1,
                     *       "per": 50,
                     *       "total": 1,
                     *       "isFirstPage": true,
                     *       "isLastPage": true,
                     *       "datas": [
                     *         {
                     *           "id": 101,
                     *           "is_photo_present": true,
                     *           "is_negotiable": false,
                     *           "is_new": false,
                     *           "recommended_flag": false,
                     *           "recommended_active": false,
                     *           "discount_details": [],
                     *           "bundle_tanka_list": [],
                     *           "shipment_provider_name": "JA愛知みなみ",
                     *           "product_name": "バラ サムライ08",
                     *           "item_name": "バラ",
                     *           "color": "赤",
                     *           "color_group": "赤系",
                     *           "variety_name": "サムライ08",
                     *           "specification": "2L",
                     *           "quantity_per_package": 10,
                     *           "remaining_quantity": 8,
                     *           "max_quantity": 8,
                     *           "unit_price": "120",
                     *           "done": false,
                     *           "remarks": "",
                     *           "notice": "",
                     *           "recommended_unit_price": null,
                     *           "recommended_start_time": null,
                     *           "hasu": 0,
                     *           "YOYAKU_PERMIT_FLG": true,
                     *           "BUY_PERMIT_FLG": true,
                     *           "item_cls": "",
                     *           "is_web_open": true,
                     *           "open_hour": null,
                     *           "sale_date": "2026/06/15",
                     *           "receiving_number": "1024-3",
                     *           "thumbnail_url": null,
                     *           "sell_price": null,
                     *           "is_favorite": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        datas: components["schemas"]["WebItem"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebNegotiation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description remarks (text) */
                    BIKO?: unknown;
                    /** @description web item id (integer) */
                    id?: unknown;
                    /** @description wanted packages (integer ≥ 0) */
                    KUCHI_SU?: unknown;
                    /** @description wanted unit price per stem in yen (integer ≥ 0) */
                    TANKA?: unknown;
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        negotiation_no: number;
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebTicker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebTicker"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    orderNextWebItems: {
        parameters: {
            query?: never;
            header?: {
                /** @example b7e0c2d4-next-1 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "id": 101,
                 *           "KUCHI_SU": 2,
                 *           "HA_SU": 0
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        HA_SU: number;
                        id: number;
                        KUCHI_SU: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transactionUUID": "3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10"
                     *     }
                     */
                    "application/json": components["schemas"]["TransactionAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNextOrderDone: {
        parameters: {
            query: {
                /** @example 3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10 */
                transactionUUID: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 5001,
                     *         "web_item_id": 101,
                     *         "shipment_provider_name": "JA愛知みなみ",
                     *         "product_name": "バラ サムライ08",
                     *         "receiving_number": "1024-3",
                     *         "sale_date": "2026/06/15",
                     *         "category": "バラ",
                     *         "color": "赤",
                     *         "specification": "2L",
                     *         "quantity_per_package": 10,
                     *         "HA_SU": 0,
                     *         "KUCHI_SU": 2,
                     *         "SO_SU": 20,
                     *         "remaining_quantity": 6,
                     *         "max_quantity": 8,
                     *         "unit_price": "120",
                     *         "remarks": ""
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["NextOrderDone"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebPhoto: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebPhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebPurchaseRequests: {
        parameters: {
            query?: {
                page?: number;
                per?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the data asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        datas: components["schemas"]["PurchaseRequest"][];
                    } & components["schemas"]["PageEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamWebStock: {
        parameters: {
            query?: {
                /** @description The last `id:` the client saw: the events after it are sent first. */
                last_event_id?: number;
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live stock: `event: stock` lines with `{ id, remaining_quantity, hasu }` (and the hints `listing_changed`, `negotiation_changed`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: done (committed before the answer); the answer below. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expires_in: number;
                        ticket: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
