/**
 * Text input must be well-formed UTF-16: no lone surrogate (half of a pair, e.g. JSON's "\uD800"
 * escape with no partner). Such a string has no UTF-8 form, so SQLite would store bytes that are
 * not UTF-8 (or a replacement character) and every later read would differ from what was sent.
 * The endpoint registrar runs firstMalformedText over every request's path parameters, query and
 * body before the contracts, so all text fields of all contracts refuse it with a 400.
 */

/** A lone surrogate: with the u flag, a paired surrogate is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u;

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** What a message shows of a path: the lone surrogates replaced, so the answer itself is well-formed. */
const shown = (key: string) => key.replace(/\p{Cs}/gu, '\uFFFD');

/**
 * The path (dot-joined keys and indexes) of the first string, or object key, in `value` that is not
 * well-formed text; undefined when all are. Walks plain objects and arrays without recursion, so a
 * deeply nested body cannot overflow the stack.
 */
export function firstMalformedText(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  while (stack.length > 0) {
    const item = stack.pop()!;
    const current = item.value;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return item.path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: join(item.path, String(i)) });
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      for (const key of keys) if (!isWellFormedText(key)) return join(item.path, shown(key));
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (current as Record<string, unknown>)[keys[i]!], path: join(item.path, keys[i]!) });
    }
  }
  return undefined;
}
