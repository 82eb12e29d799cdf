/**
 * A word-level difference between two texts, for the reviewer of a suggested rewrite: which words
 * stay, which go and which come. Longest common subsequence over tokens (words, spaces and
 * punctuation kept as their own tokens so the pieces join back into the exact texts).
 */

export type TDiffPart = { type: 'same' | 'removed' | 'added'; text: string };

/** Above this many token pairs the table gets large: the diff becomes "all removed, all added". */
const MAX_CELLS = 1_500_000;

export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}'’]+|\s+|[^\p{L}\p{N}'’\s]/gu) ?? [];
}

function push(parts: TDiffPart[], type: TDiffPart['type'], text: string) {
  const last = parts[parts.length - 1];
  if (last && last.type === type) last.text += text;
  else parts.push({ type, text });
}

export function diffWords(before: string, after: string): TDiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  // Common start and end need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: TDiffPart[] = [];
  if (start > 0) push(parts, 'same', a.slice(0, start).join(''));

  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const rows = middleA.length;
  const cols = middleB.length;
  if (rows * cols > MAX_CELLS) {
    if (rows > 0) push(parts, 'removed', middleA.join(''));
    if (cols > 0) push(parts, 'added', middleB.join(''));
  } else {
    // lengths[i][j]: longest common subsequence of middleA[i..] and middleB[j..].
    const lengths = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1));
    for (let i = rows - 1; i >= 0; i -= 1) {
      const row = lengths[i] as Uint32Array;
      const below = lengths[i + 1] as Uint32Array;
      for (let j = cols - 1; j >= 0; j -= 1) {
        row[j] =
          middleA[i] === middleB[j]
            ? (below[j + 1] as number) + 1
            : Math.max(below[j] as number, row[j + 1] as number);
      }
    }
    let i = 0;
    let j = 0;
    while (i < rows && j < cols) {
      if (middleA[i] === middleB[j]) {
        push(parts, 'same', middleA[i] as string);
        i += 1;
        j += 1;
      } else if (
        ((lengths[i + 1] as Uint32Array)[j] as number) >=
        ((lengths[i] as Uint32Array)[j + 1] as number)
      ) {
        push(parts, 'removed', middleA[i] as string);
        i += 1;
      } else {
        push(parts, 'added', middleB[j] as string);
        j += 1;
      }
    }
    while (i < rows) push(parts, 'removed', middleA[i++] as string);
    while (j < cols) push(parts, 'added', middleB[j++] as string);
  }

  if (endA < a.length) push(parts, 'same', a.slice(endA).join(''));
  return parts;
}
