// The command line's one place for "did you mean": the candidates nearest a mistyped command, op,
// option or param by edit distance, or, for an op id that is only a namespace, the ops under it.

/** Edit distance (insertions, deletions, substitutions and swaps of neighbours count 1), case-insensitive. */
export function cliEditDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows: number[][] = [];
  for (let i = 0; i <= x.length; i++) {
    rows.push([i]);
  }
  for (let j = 1; j <= y.length; j++) {
    rows[0][j] = j;
  }
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = d;
    }
  }
  return rows[x.length][y.length];
}

/** The most candidates a suggestion names. */
const MOST = 3;

/**
 * The candidates nearest `word`, in the order given: those at the smallest distance when it is at most a third of
 * the word's length (at least 1, at most 3); else, for a word that is a dotted prefix (`files`), the ones under it.
 */
export function cliSuggest(word: string, candidates: Iterable<string>): string[] {
  const unique = [...new Set(candidates)].filter((c) => c !== word);
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best = limit + 1;
  let nearest: string[] = [];
  for (const candidate of unique) {
    if (Math.abs(candidate.length - word.length) > limit) {
      continue;
    }
    const d = cliEditDistance(word, candidate);
    if (d > limit) {
      continue;
    }
    if (d < best) {
      best = d;
      nearest = [candidate];
    } else if (d === best) {
      nearest.push(candidate);
    }
  }
  if (nearest.length === 0 && word !== "") {
    nearest = unique.filter((c) => c.startsWith(word + "."));
  }
  return nearest.slice(0, MOST);
}

/** `; did you mean 'x'?` (or `'x' or 'y'`), or "" when nothing is near. `show` makes each candidate safe to print. */
export function cliDidYouMean(word: string, candidates: Iterable<string>, show: (candidate: string) => string = (c) => c): string {
  const near = cliSuggest(word, candidates).map((c) => "'" + show(c) + "'");
  if (near.length === 0) {
    return "";
  }
  return "; did you mean " + (near.length === 1 ? near[0] : near.slice(0, -1).join(", ") + " or " + near[near.length - 1]) + "?";
}
