import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach } from 'vitest';
import { i18n } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';

// Tests render in English from the messages in the code, as the macros leave them outside a production build
// (docs/decisions/0026); a test of another language loads its catalogs (tests/support/i18n.ts).
i18n.setMessagesCompiler(compileMessage);
const english = () => i18n.loadAndActivate({ locale: 'en', locales: [INTL_LOCALE.en], messages: {} });
english();
afterEach(() => {
  if (i18n.locale !== 'en') english();
});
