import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

type CatalogMessage = { message?: string; translation?: string };

/** The Spanish catalog as English → Spanish (docs/decisions/0026), read as the translator wrote it. */
function spanishOfEnglish(): Map<string, string> {
  const parse = (locale: string) =>
    formatter({ lineNumbers: false }).parse(
      fs.readFileSync(path.join(ROOT, `src/locales/${locale}.po`), 'utf8'),
      { locale, sourceLocale: 'en', filename: `${locale}.po` },
    ) as Record<string, CatalogMessage>;
  const spanish = parse('es');
  const pairs = new Map<string, string>();
  for (const [id, english] of Object.entries(parse('en'))) {
    const text = english.message ?? english.translation ?? id;
    const translation = spanish[id]?.translation;
    if (translation) pairs.set(text, translation);
  }
  return pairs;
}

const catalog = spanishOfEnglish();

/** The Spanish of an English message, as the catalog has it: a test finds the screen's words by it. */
export function es(english: string): string {
  const spanish = catalog.get(english);
  if (spanish === undefined)
    throw new Error(`The Spanish catalog has no translation of ${JSON.stringify(english)}`);
  return spanish;
}

/** The Spanish of an English message, or undefined for words the catalog does not hold (a name). */
export const esIfTranslated = (english: string): string | undefined => catalog.get(english);

/**
 * A message that is one plural as a whole ('{days, plural, one {# day} other {# days}}') as each of its
 * forms, the number a placeholder; any other message as it is.
 */
function branchesOf(message: string): string[] {
  const plural = /^\{(\w+), plural,(.*)\}$/s.exec(message);
  if (!plural) return [message];
  const forms = [...plural[2]!.matchAll(/(?:=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g)];
  return forms.map((form) => form[1]!.replace(/#/g, `{${plural[1]}}`));
}

/**
 * English messages a Spanish screen must not show: those whose Spanish differs, of two words or more (a
 * single word such as 'Email' or 'Pro' may be a name in either language). A message with placeholders is a
 * pattern (`{name}` stands for anything); its markup tags are dropped, as the page shows their text only.
 */
const ENGLISH_ONLY = [...catalog]
  .filter(([english, spanish]) => english !== spanish)
  .flatMap(([english]) => branchesOf(english))
  .map((english) => english.replace(/<\/?\d+>/g, ''))
  .filter((english) => !/[{,]\s*(plural|select)/.test(english))
  .filter((english) => /\S\s+\S/.test(english.replace(/\{\w+\}/g, '')));

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const patternOf = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+?')}$`,
  );

/** The page's lines of text, labels, titles and placeholders that are one of the catalog's English messages. */
export async function englishLeftOn(page: Page, ignore: string[] = []) {
  const texts = await page.evaluate(() => {
    const seen = document.body.innerText.split('\n').map((line) => line.trim());
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) seen.push(value.trim());
      }
    seen.push(document.title);
    return seen.filter(Boolean);
  });
  const messages = ENGLISH_ONLY.filter((message) => !ignore.includes(message));
  const plain = new Set(messages.filter((message) => !message.includes('{')));
  const patterns = messages.filter((message) => message.includes('{')).map(patternOf);
  // Whole lines and labels; and the longer plain messages (four words or more) anywhere in a line.
  const long = [...plain].filter((message) => message.split(/\s+/).length >= 4);
  return texts.filter(
    (text) =>
      plain.has(text) ||
      long.some((message) => text.includes(message)) ||
      patterns.some((pattern) => pattern.test(text)),
  );
}

/**
 * The page says what it says in Spanish: `<html lang="es">`, and no line of its text, nor any label, title
 * or placeholder, is one of the catalog's English messages.
 */
export async function expectNoEnglishLeft(page: Page, ignore: string[] = []) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await englishLeftOn(page, ignore), `English on ${page.url()}`).toEqual([]);
}
