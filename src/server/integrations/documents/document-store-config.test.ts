import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env';

/** Which store the configuration picks, and the S3 settings it refuses at start-up (docs/decisions/0015). */
const S3 = { S3_BUCKET: 'permit-documents', S3_REGION: 'us-east-1' };

describe('the document store of a configuration', () => {
  it('is S3 with S3_BUCKET, else the database on PostgreSQL, else files in DATA_DIR; DOCUMENT_STORE decides', () => {
    expect(loadConfig({}).documentStore).toBe('files');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).documentStore).toBe('database');
    expect(loadConfig({ ...S3, DATABASE_URL: 'postgres://db/app' }).documentStore).toBe('s3');
    expect(loadConfig({ ...S3, DOCUMENT_STORE: 'database' }).documentStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', DOCUMENT_STORE: 'files' }).documentStore).toBe(
      'files',
    );
    const r2 = loadConfig({
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(r2).toMatchObject({ documentStore: 's3', S3_FORCE_PATH_STYLE: true });
  });

  it('refuses S3 settings that cannot work, naming the variable', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ S3_BUCKET: 'docs' }, /S3_REGION: or S3_ENDPOINT is required with S3_BUCKET/],
      [{ ...S3, S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: is required with the other S3 key/],
      [{ ...S3, S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: is required with the other S3 key/],
      [{ S3_ENDPOINT: 'http://localhost:9000' }, /S3_BUCKET: is required with S3_ENDPOINT/],
      [{ DOCUMENT_STORE: 's3' }, /S3_BUCKET: is required with DOCUMENT_STORE=s3/],
      [{ ...S3, S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
      [{ DOCUMENT_STORE: 'disk' }, /DOCUMENT_STORE/],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });
});
