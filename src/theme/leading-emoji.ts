/**
 * A label's leading emoji, as Docusaurus's theme-common finds it for a doc card's icon: the first
 * grapheme, when it is one emoji (flags, skin tones and joined sequences included, digits not).
 */
/** The first grapheme (a browser without Intl.Segmenter, Firefox before 125, takes the first code point). */
function firstGrapheme(text: string): string | undefined {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text)[0];
  return new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next().value?.segment;
}

/** `\p{RGI_Emoji}` needs the `v` flag; a browser without it (Safari before 17) takes pictographs. */
function emojiPattern(): RegExp {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a literal with the v flag would be a syntax error, not a catchable one, where the flag is unknown.
    return new RegExp('^\\p{RGI_Emoji}$', 'v');
  } catch {
    return /^\p{Extended_Pictographic}/u;
  }
}
const EMOJI = emojiPattern();

export function leadingEmoji(label: string): { emoji?: string; rest: string } {
  const first = firstGrapheme(label);
  if (!first || !EMOJI.test(first)) return { rest: label };
  return { emoji: first, rest: label.slice(first.length) };
}
