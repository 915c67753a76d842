import { describe, expect, it } from 'vitest';
import { parseRegex, regexRisk, requiredLiterals } from './regex-syntax.ts';

const lits = (source: string) => requiredLiterals(parseRegex(source));

describe('required literals', () => {
  it('takes the longest run of plain characters, lower-cased', () => {
    expect(lits('jQuery[.-]([\\d.]{1,250})\\.min\\.js')).toEqual(['jquery']);
    expect(lits('/wp-content/plugins/')).toEqual(['/wp-content/plugins/']);
  });

  it('needs every branch of an alternation to have one', () => {
    expect(lits('(?:foo|barbaz)x')?.sort()).toEqual(['barbazx', 'foox']);
    expect(lits('(?:foo|.)x')).toBeNull();
  });

  it('ignores optional parts and lookarounds', () => {
    expect(lits('(?:optional)?core')).toEqual(['core']);
    expect(lits('wss?://x')?.sort()).toEqual(['ws://x', 'wss://x']);
    expect(lits('(?=lookahead)ab')).toBeNull();
  });

  it('reads escapes as the characters they stand for', () => {
    expect(lits('\\x41bc\\/d')).toEqual(['abc/d']);
  });

  it('gives up on patterns with no literal of three characters', () => {
    expect(lits('\\bDX\\b')).toBeNull();
    expect(lits('')).toBeNull();
  });
});

describe('risk', () => {
  it('flags repetitions of repetitions without a separator', () => {
    expect(regexRisk(parseRegex('(?:a{1,250}){1,250}b')).nested).toBe(true);
    expect(regexRisk(parseRegex('(\\d{1,250}(?:\\.\\d{1,250}){1,250})')).nested).toBe(false);
  });

  it('notes anchors', () => {
    const r = regexRisk(parseRegex('^foo$'));
    expect(r.anchoredStart && r.anchoredEnd).toBe(true);
  });
});
