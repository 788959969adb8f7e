import { Type } from 'typebox';
import { PURCHASE_REQUEST_STATUS } from '../../../domain/values';
import { Nullable, Paginated, Strict } from '../../../http/contract';

/** Purchase requests: POST /users/web/buy's 202, GET /users/web/requests, /users/approval. */
export const RequestAnswer = Strict({ request_id: Type.Integer() });

const S = PURCHASE_REQUEST_STATUS;
export const RequestStatus = Type.Union([Type.Literal(S.pending), Type.Literal(S.approved), Type.Literal(S.rejected), Type.Literal(S.expired)]);

const RequestLine = Strict({
  id: Type.Integer({ description: 'web item id' }),
  product_name: Type.String(),
  shipment_provider_name: Type.String(),
  color: Type.String(),
  specification: Type.String(),
  quantity_per_package: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  HA_SU: Type.Integer(),
  SO_SU: Type.Integer(),
  unit_price: Type.Integer({ description: 'per stem, as asked (the sale charges it)' }),
  price: Type.Integer(),
  commission: Type.Integer(),
});

const requestFields = {
  request_id: Type.Integer(),
  status: RequestStatus,
  items: Type.Array(RequestLine),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
  comment: Type.String(),
  transactionUUID: Nullable(Type.String()),
};

export const PurchaseRequest = Strict(requestFields);
export const BranchPurchaseRequest = Strict({ ...requestFields, branch_number: Type.String(), branch_name: Type.String() });

const page = {
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};
export const RequestsQuery = Strict(page);
export const ApprovalQuery = Strict({ ...page, pending: Type.Optional(Type.Enum(['0', '1'], { type: 'string', description: '1: pending requests only' })) });

export const RequestsPage = Paginated(PurchaseRequest);
export const ApprovalPage = Paginated(BranchPurchaseRequest);

export const RequestParams = Strict({ request_id: Type.Integer({ minimum: 1 }) });
/** Approving takes nothing but the request in the path. */
export const ApproveBody = Strict({});
export const RejectBody = Strict({ comment: Type.Optional(Type.String({ maxLength: 500 })) });
