import type { Config } from '../../env';
import { createLocalDocumentStore } from './local-document-store';
import type { DocumentStore } from './types';

export function createDocumentStore(config: Pick<Config, 'DATA_DIR'>): DocumentStore {
  return createLocalDocumentStore(config.DATA_DIR);
}
