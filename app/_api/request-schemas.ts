/**
 * The JSON Schemas of the API's small JSON request bodies (contracts.ts names their types), and
 * the answer a body that does not match gets. The route pipeline (app/_server/route-pipeline.ts)
 * checks a body against its schema with lib/schema's one ajv instance before the route runs.
 * Plain data: importable anywhere, compiled only on the server.
 */
import type {
  ClusterRunRequest,
  DuplicateRequest,
  ReportRequest,
  RestoreRequest,
  SheetReadRequest,
  SheetWriteRequest,
  TrashRestoreRequest,
} from "./contracts";

/** A refusal's code and message, as the 400 answer carries them. */
export interface Refusal {
  code: string;
  message: string;
}

/**
 * A request body's schema (`T` is the type it checks for): the JSON Schema, the refusal of a body
 * that is not JSON and of one that does not match.
 */
export interface RequestSchema<T> {
  schema: { readonly $id: string; readonly [keyword: string]: unknown };
  notJson: Refusal;
  /** The refusal of JSON that is not an object; `mismatch` when not given. */
  notObject?: Refusal;
  mismatch: Refusal;
  /** NOTE: never set; ties the schema to the type it checks for. */
  readonly checks?: T;
}

/** A JSON object body: the refusal of one that is not JSON, or not an object. */
const NOT_AN_OBJECT: Refusal = {
  code: "request/bad-json",
  message: "the request body must be a JSON object",
};

const ID_BASE = "https://vellum.local/schemas/request/";

/** A field that names something: a string that is not empty. */
const NAME = { type: "string", minLength: 1 } as const;

/** `POST /api/sets/[id]/duplicate`. */
export const DUPLICATE_REQUEST: RequestSchema<DuplicateRequest> = {
  schema: {
    $id: `${ID_BASE}duplicate.json`,
    type: "object",
    required: ["id"],
    // NOTE: a `name` that is not a string is ignored (the copy keeps the set's name), as it
    // always was; only the id is required.
    properties: { id: NAME, name: {} },
  },
  notJson: NOT_AN_OBJECT,
  notObject: NOT_AN_OBJECT,
  mismatch: { code: "request/missing-id", message: 'give the copy an id: { "id": "my-set-copy" }' },
};

/** `POST /api/sets/[id]/restore`. */
export const RESTORE_REQUEST: RequestSchema<RestoreRequest> = {
  schema: {
    $id: `${ID_BASE}restore.json`,
    type: "object",
    required: ["revision"],
    properties: { revision: NAME },
  },
  notJson: NOT_AN_OBJECT,
  notObject: NOT_AN_OBJECT,
  mismatch: {
    code: "request/missing-revision",
    message: 'say which revision to restore: { "revision": "…" }',
  },
};

/** `POST /api/trash/restore`. */
export const TRASH_RESTORE_REQUEST: RequestSchema<TrashRestoreRequest> = {
  schema: {
    $id: `${ID_BASE}trash-restore.json`,
    type: "object",
    required: ["trashed"],
    properties: { trashed: NAME },
  },
  notJson: NOT_AN_OBJECT,
  notObject: NOT_AN_OBJECT,
  mismatch: {
    code: "request/missing-trashed",
    message: 'name the removed set: { "trashed": "<the entry the delete answered with>" }',
  },
};

/** `POST /api/sets/[id]/reports`: the report itself is lib/sim's, checked by the store. */
export const REPORT_REQUEST: RequestSchema<ReportRequest> = {
  schema: {
    $id: `${ID_BASE}report.json`,
    type: "object",
    required: ["revision"],
    properties: { revision: { type: "string" } },
  },
  notJson: { code: "request/json", message: "the body is not JSON: send { revision, report }" },
  mismatch: {
    code: "request/shape",
    message: "send { revision, report }: the revision is missing",
  },
};

/** A linked sheet: a file of the set's folder or a URL (lib/model `SheetLink`). */
const SHEET_LINK = {
  type: "object",
  properties: {
    file: NAME,
    url: NAME,
    worksheet: NAME,
    mapping: { type: "object", additionalProperties: { type: ["string", "null"] } },
  },
  // NOTE: exactly one of `file` and `url` is lib/store's check (readSheetLink), which says why.
} as const;

const SHEET_LINK_MISMATCH: Refusal = {
  code: "sheet/bad-link",
  message:
    'name the linked sheet: { "link": { "file": "cards.csv" } } for a file of the set\'s folder, or { "link": { "url": "https://…" } }',
};

/** `POST /api/sets/[id]/sheet/read`. */
export const SHEET_READ_REQUEST: RequestSchema<SheetReadRequest> = {
  schema: {
    $id: `${ID_BASE}sheet-read.json`,
    type: "object",
    required: ["link"],
    properties: { link: SHEET_LINK, ifExists: { type: "boolean" } },
  },
  notJson: NOT_AN_OBJECT,
  notObject: NOT_AN_OBJECT,
  mismatch: SHEET_LINK_MISMATCH,
};

/** `POST /api/sets/[id]/sheet/write`. */
export const SHEET_WRITE_REQUEST: RequestSchema<SheetWriteRequest> = {
  schema: {
    $id: `${ID_BASE}sheet-write.json`,
    type: "object",
    required: ["link", "table"],
    properties: {
      link: SHEET_LINK,
      table: {
        type: "object",
        required: ["headers", "rows"],
        properties: {
          headers: { type: "array", items: { type: "string" } },
          cardColumns: { type: "array", items: { type: "boolean" } },
          rows: {
            type: "array",
            items: {
              type: "object",
              required: ["line", "cells"],
              properties: {
                line: { type: "integer" },
                cells: { type: "array", items: { type: "string" } },
                source: { type: "integer" },
              },
            },
          },
        },
      },
      expected: { type: ["string", "null"] },
    },
  },
  notJson: NOT_AN_OBJECT,
  notObject: NOT_AN_OBJECT,
  mismatch: {
    code: "request/shape",
    message:
      'send { "link": { "file": "cards.csv" }, "table": { "headers": [...], "rows": [{ "line": 2, "cells": [...] }] } }',
  },
};

/** A whole number from `minimum` to `maximum`. */
const whole = (minimum: number, maximum: number) =>
  ({ type: "integer", minimum, maximum }) as const;

/**
 * `POST /api/sets/[id]/cluster/runs`: the run's options in the lab's bounds (1 to 100,000
 * games, 1 to 8 players); the bots and the sweep's fields are lib/sim's checks, which say why.
 */
export const CLUSTER_RUN_REQUEST: RequestSchema<ClusterRunRequest> = {
  schema: {
    $id: `${ID_BASE}cluster-run.json`,
    type: "object",
    required: ["games", "players", "bots"],
    properties: {
      games: whole(1, 100_000),
      players: whole(1, 8),
      bots: { type: "array", minItems: 1, maxItems: 8, items: NAME },
      seed: whole(0, 2 ** 32),
      turnCap: whole(1, 100_000),
      shards: whole(1, 1000),
      vary: { type: "array", minItems: 1, maxItems: 16, items: NAME },
    },
  },
  notJson: NOT_AN_OBJECT,
  notObject: NOT_AN_OBJECT,
  mismatch: {
    code: "request/shape",
    message:
      'send the run\'s options: { "games": 1 to 100000, "players": 1 to 8, "bots": ["greedy", …], "seed", "turnCap", "shards": 1 to 1000, "vary": ["card.field=v1,v2"] }',
  },
};
