/**
 * What a document is written from: chunks as they arrive (an upload's file part, a Node stream, another
 * store's document), a web stream, or bytes already in hand.
 */
export type DocumentSource = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | Uint8Array;

/** A stored document, opened: its bytes come as they are read, never all at once. */
export type StoredDocument = { body: ReadableStream<Uint8Array>; size: number };

/** One complete object in a store, as the orphan sweep and the migration list them. */
export type StoredObject = { key: string; size: number; storedAt: Date };

export type DocumentStoreKind = 'files' | 'database' | 's3';

/**
 * Where permit documents live (docs/product/engineering.md#integrations, docs/decisions/0015). Keys are ours
 * (`document-keys.ts`), never a user's file name; every operation refuses any other key with
 * `InvalidDocumentKeyError`. A store that cannot be reached fails with `DocumentStoreUnavailableError` (the
 * API's 503 `STORAGE_UNAVAILABLE`).
 */
export interface DocumentStore {
  readonly kind: DocumentStoreKind;
  /** Which implementation is active and where, for the start-up log. */
  readonly name: string;
  /**
   * Streams `source` under `key`. Past `maxBytes` (no limit when not given) it stops reading and rejects
   * with `DocumentTooLargeError`; when the source fails it rejects with the source's error. Either way
   * nothing is left under the key: a document is visible whole or not at all.
   */
  put(key: string, source: DocumentSource, options?: { maxBytes?: number }): Promise<{ size: number }>;
  /** The document, opened for reading, or null when the key holds nothing. */
  get(key: string): Promise<StoredDocument | null>;
  /** Removes one document; removing a missing one succeeds. */
  delete(key: string): Promise<void>;
  /** Removes every document under `prefix/` (all of one owner's documents). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every complete document, in pages, for the orphan sweep and the migration between stores. */
  list(): AsyncIterable<StoredObject[]>;
  /**
   * Removes what uploads cut off by a crash left behind and started before `before` (a partial file,
   * unfinished rows, an unfinished multipart upload); answers how many it removed.
   */
  removeUnfinished(before: Date): Promise<number>;
}
