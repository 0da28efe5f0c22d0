import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';

/*
 * Lingui instances for the shared code's tests, which run without the client or the server (docs/decisions/0026).
 * English speaks from the messages in the code, as every test does; Spanish reads the Spanish catalog,
 * src/locales/es.po, so that a test shows what a person reads. For tests only: it reads a file.
 */

/** A language's translations from its PO catalog, by message id (a marked message's id is its English). */
export async function catalogMessages(locale: Locale): Promise<Messages> {
  // From the repository's root, where the tests run (a DOM test's module URL is not a file's).
  const file = path.join(process.cwd(), 'src/locales', `${locale}.po`);
  const catalog = await formatter().parse(fs.readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([id, message]) =>
      message.translation ? [[id, message.translation]] : [],
    ),
  );
}

function instance(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** English, as the code writes it. */
export const englishI18n = (): I18n => instance('en', {});

/** US Spanish, from the Spanish catalog. */
export const spanishI18n = async (): Promise<I18n> => instance('es', await catalogMessages('es'));
