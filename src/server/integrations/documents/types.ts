export interface DocumentStore {
  /** Which implementation is active, for the start-up log. */
  readonly name: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Removes every document under a prefix (all of one owner's documents). */
  deletePrefix(prefix: string): Promise<void>;
}
