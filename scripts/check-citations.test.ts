import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  findMarkdownLinks,
  findOutsideCitations,
  findRepoCitations,
  slugOf,
} from './check-citations';

describe('findOutsideCitations', () => {
  it('finds the spec, the design and the house style by section', () => {
    expect(findOutsideCitations('// spec §2 Permit setup, §4 Pro gate')).toEqual(['spec §2']);
    expect(findOutsideCitations('/** SPEC §9 shows 0.8 as High */')).toEqual(['SPEC §9']);
    expect(findOutsideCitations('(DESIGN §6.4: at most 10 MB)')).toEqual(['DESIGN §6.4']);
    expect(findOutsideCitations('Plans are data (STYLE habit 5).')).toEqual(['STYLE habit 5']);
    expect(findOutsideCitations('// STYLE: console.error fails a test')).toEqual(['STYLE:']);
  });

  it('finds a section cited a few words after the spec', () => {
    expect(findOutsideCitations('The spec (§4, §8) requires it')).toEqual(['spec (§4']);
    expect(findOutsideCitations("keeps the spec's shape (§3: JSON)")).toEqual(["spec's shape (§3"]);
  });

  it('finds the documents by path', () => {
    expect(findOutsideCitations('The product spec is `../shared/SPEC.md`.')).toEqual([
      'SPEC.md',
      '../shared/SPEC.md',
    ]);
    expect(findOutsideCitations('see DESIGN.md')).toEqual(['DESIGN.md']);
  });

  it('leaves alone the code and words that only look alike', () => {
    expect(findOutsideCitations("import { PLANS } from '../../shared/domain/plans';")).toEqual([]);
    expect(findOutsideCitations("import { isClientPath } from '../shared/routes';")).toEqual([]);
    expect(findOutsideCitations('S3_FORCE_PATH_STYLE: true, const STYLE = {')).toEqual([]);
    expect(findOutsideCitations('RFC 5545 §3.1: CRLF line endings')).toEqual([]);
    expect(findOutsideCitations('the Playwright spec. Then §2 of RFC 4180')).toEqual([]);
    expect(findOutsideCitations('docs/product/permits.md#renewal-urgency-and-buffer')).toEqual([]);
  });
});

describe('findRepoCitations', () => {
  it('reads product pages with or without an anchor', () => {
    expect(findRepoCitations('(docs/product/permits.md#status; docs/product/plans.md)')).toEqual([
      { file: 'docs/product/permits.md', anchor: 'status' },
      { file: 'docs/product/plans.md', anchor: null },
    ]);
  });

  it('reads decision records by path or by number', () => {
    expect(findRepoCitations('(docs/decisions/0018). See docs/decisions/0007-reminder-engine.md.')).toEqual([
      { file: 'docs/decisions/0018', anchor: null },
      { file: 'docs/decisions/0007-reminder-engine.md', anchor: null },
    ]);
    expect(findRepoCitations('as decision 0009 says, and decision record 0011')).toEqual([
      { file: 'docs/decisions/0009', anchor: null },
      { file: 'docs/decisions/0011', anchor: null },
    ]);
  });
});

describe('findMarkdownLinks', () => {
  it('keeps relative links to Markdown files and anchors, not web links', () => {
    expect(
      findMarkdownLinks(
        '[a](plans.md#trial) [b](#codes) [c](https://x.dev/a.md) [d](../x.png) [e](teams.md)',
      ),
    ).toEqual([
      { file: 'plans.md', anchor: 'trial' },
      { file: '', anchor: 'codes' },
      { file: 'teams.md', anchor: null },
    ]);
  });
});

describe('anchors', () => {
  it('slugs a heading as GitHub does', () => {
    expect(slugOf('Habit 13: comments say why')).toBe('habit-13-comments-say-why');
    expect(slugOf('Test e-mail page')).toBe('test-e-mail-page');
    expect(slugOf('Calls and `endpoints`')).toBe('calls-and-endpoints');
  });

  it('numbers repeated headings and skips code blocks', () => {
    const markdown = ['# Title', '## Notes', '```', '## Not a heading', '```', '### Notes'].join('\n');
    expect([...anchorsOf(markdown)]).toEqual(['title', 'notes', 'notes-1']);
  });
});
