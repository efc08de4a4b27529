// Types of the client (index.js) over the generated schema (schema.d.ts, openapi-typescript).
import type { paths } from "./schema.js";

export type { paths, components, operations } from "./schema.js";

type Method = "get" | "post" | "patch" | "delete";
type Op<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? NonNullable<paths[P][M]> : never;
type Json<T> = T extends { content: { "application/json": infer J } } ? J : never;
type Success<O> = O extends { responses: infer R }
  ? R[Extract<keyof R, 200 | 201 | 202>]
  : never;
/** The `data` of an operation's answer. */
export type Data<P extends keyof paths, M extends Method> =
  Json<Success<Op<P, M>>> extends { data: infer D } ? D : Json<Success<Op<P, M>>>;
/** An operation's JSON body. */
export type Body<P extends keyof paths, M extends Method> =
  Op<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
type Parameters<P extends keyof paths, M extends Method, K extends "path" | "query"> =
  Op<P, M> extends { parameters: infer Ps } ? (Ps extends { [k in K]?: infer X } ? X : never) : never;
/** Paths that have method M. */
export type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never }[keyof paths];

export interface CallOptions<P extends keyof paths, M extends Method> {
  params?: Parameters<P, M, "path">;
  query?: Parameters<P, M, "query">;
  body?: Body<P, M>;
  /** Kept across retries; a fresh one by default on POST and PATCH. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface SanduqOptions {
  baseUrl: string;
  secretKey: string;
  gatewayKey?: string;
  gatewaySecret?: string;
  retries?: number;
  backoffMs?: number;
  maxWaitMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export declare class Sanduq {
  constructor(options: SanduqOptions);
  /** Requests sent, retries included. */
  attempts: number;
  call<M extends Method, P extends PathsWith<M>>(method: M, path: P, options?: CallOptions<P, M>): Promise<Data<P, M>>;
  get<P extends PathsWith<"get">>(path: P, options?: CallOptions<P, "get">): Promise<Data<P, "get">>;
  post<P extends PathsWith<"post">>(path: P, body: Body<P, "post">, options?: Omit<CallOptions<P, "post">, "body">): Promise<Data<P, "post">>;
  patch<P extends PathsWith<"patch">>(path: P, body: Body<P, "patch">, options?: Omit<CallOptions<P, "patch">, "body">): Promise<Data<P, "patch">>;
  delete<P extends PathsWith<"delete">>(path: P, options?: CallOptions<P, "delete">): Promise<Data<P, "delete">>;
  paginate<T = any>(path: string, key: string, query?: Record<string, string | number>): AsyncGenerator<T>;
}

export declare class SanduqError extends Error {
  constructor(status: number, code: string, message: string, requestId?: string, details?: Record<string, unknown>);
  status: number;
  code: string;
  requestId: string | null;
  details: Record<string, any>;
  readonly fields: Record<string, string>;
}
export declare const CODES: string[];
/** A class per code: errors.ValidationError, errors.InsufficientBalanceError, errors.PaymentNotFoundError... */
export declare const errors: Record<string, typeof SanduqError>;
export declare function errorFrom(status: number, body: unknown): SanduqError;
export declare function signGateway(secret: string, timestamp: string, method: string, path: string, body?: string): Promise<string>;
export declare class WebhookVerificationError extends Error {}
export declare function verifyWebhook(secret: string, payload: string | Uint8Array, headers: Headers | Record<string, string>, options?: { toleranceSecs?: number }): Promise<any>;
