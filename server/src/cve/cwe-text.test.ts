import { describe, expect, it } from 'vitest';
import { cweText } from './cwe-text.ts';

describe('cweText', () => {
  it('puts each list back after the paragraph that announces it, the rest after the paragraphs', () => {
    const node = {
      'xhtml:p': ['It happens when:', 'There are two kinds:', 'Closing words.'],
      'xhtml:ol': { 'xhtml:li': ['First step.', 'Second step.'] },
      'xhtml:ul': { 'xhtml:li': [{ 'xhtml:b': 'Type A', '#text': '- \n\t the first kind.' }, 'Plain kind.'] },
    };
    expect(cweText(node)).toBe(
      [
        'It happens when:',
        '1. First step.\n2. Second step.',
        'There are two kinds:',
        '- Type A: the first kind.\n- Plain kind.',
        'Closing words.',
      ].join('\n\n'),
    );
  });

  it('keeps plain strings and says null for no text', () => {
    expect(cweText('  One   line. ')).toBe('One line.');
    expect(cweText(undefined)).toBeNull();
    expect(cweText({ 'xhtml:p': [] })).toBeNull();
  });
});
