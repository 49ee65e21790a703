import MiniSearch, { type Options, type Query, type SearchResult } from "minisearch"

/**
 * Site search over the guides, with MiniSearch.
 *
 * Build time (plugins/site-search): every guide becomes one search document
 * per section (plugins/site-search/documents.ts), indexed here and serialised
 * to public/search-index.json.
 *
 * In the browser the index is loaded only when someone searches, and a query
 * returns the best section of each matching guide with a snippet. This module
 * is what the browser downloads then, so it holds only the index and the query.
 */

/** One section of one guide: what the index holds. */
export interface SearchDoc {
  /** A running number (short ids keep the index file small). */
  id: number
  /** The guide's canonical path. */
  path: string
  /** The section's element id on the guide page ("" for the top of the guide). */
  anchor: string
  /** The guide's name as its page heading shows it. */
  guide: string
  /** The guide's title and heading, for matching. */
  title: string
  /** The section heading ("" for the top of the guide). */
  heading: string
  text: string
  keywords: string
  /**
   * "en" for an English guide on the Telugu search, where its topic has no Telugu guide yet
   * (plugins/site-search): the result is marked as English. Absent for a guide in the index's
   * own language.
   */
  lang?: string
  /**
   * 1 on the top of a topic's main guide (the first of its category, `order: 1`): where several
   * guides match a word as well as each other (ట్రేడ్‌మార్క్: registration, renewal, objection,
   * opposition), the main one comes first (MAIN_GUIDE_BOOST). Absent elsewhere.
   */
  main?: 1
}

/** One result: a guide and its best-matching section. */
export interface SearchHit {
  path: string
  anchor: string
  href: string
  guide: string
  heading: string
  snippet: SnippetPart[]
  score: number
  /** The guide's language where it is not the search's own (SearchDoc.lang). */
  lang?: string
}

export interface SnippetPart {
  text: string
  match: boolean
}

/** Words too common to help; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do for from how i in is it its my of on or our the this to what when where which who why will with you your".split(
    " ",
  ),
)

/**
 * A word as the index keeps it: lower case, without the zero-width joiners and non-joiners that
 * Telugu text may or may not carry inside a word (ప్రైవేట్‌ / ప్రైవేట్), so both spellings match.
 * MiniSearch's tokenizer splits on spaces and punctuation only, so a Telugu word keeps its
 * vowel signs and viramas.
 */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[\u200c\u200d]/g, "")
  return t === "" || STOP_WORDS.has(t) ? null : t
}

/** Elements whose content is code or markup, never words: a query holding one drops it whole. */
const CODE_ELEMENTS = /<(script|style|svg|math|iframe|noscript|template|textarea|title|xmp|object)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi

/** The character of a reference (`lt`, `#60`, `#x3c`): escaped markup (`&lt;script&gt;`) is read as the markup it stands for. */
function decodeReference(ref: string): string {
  const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }
  if (ref[0] !== "#") return named[ref.toLowerCase()]
  const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " "
}

/**
 * The words of a query, as the search reads them (issue 30, issue 32):
 * - control and format characters (Unicode Cc and Cf: NUL, tabs, direction marks, zero-width
 *   spaces and joiners) are not text: a control character separates words, a format character
 *   joins nothing (`%00gst` and a direction mark before "gst" search "gst");
 * - markup is not words: an HTML comment, a code element with its content (`<script>…</script>`),
 *   any other tag go, also when escaped (`&lt;script&gt;`), and so do other character references; and the markup characters `<`, `>`, `&`,
 *   quotes, backticks and `=` separate words. So `<script>alert(1)</script>` is no words at all,
 *   and the page says nothing was found.
 */
export function searchText(query: string): string {
  return query
    .replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos);/gi, (_m, ref: string) => decodeReference(ref))
    .replace(/\p{Cc}/gu, " ")
    .replace(/\p{Cf}/gu, "")
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(CODE_ELEMENTS, " ")
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, " ")
    .replace(/&(?:#x?[0-9a-f]+|[a-z][a-z0-9]*);/gi, " ")
    .replace(/[<>&"'`=]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}

/** The MiniSearch options; building and loading the index must use the same. */
export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ["title", "heading", "text", "keywords"],
  storeFields: ["path", "anchor", "guide", "heading", "text", "lang", "main"],
  processTerm,
}

/**
 * How much an English guide on the Telugu search counts against a Telugu one (SearchDoc.lang):
 * a Telugu guide that covers the words comes first; an English guide comes first only when it is
 * about them (its title) and no Telugu guide is (పాన్ finds the English PAN guide before the
 * Telugu GST guide that mentions PAN once).
 */
export const OTHER_LANGUAGE_BOOST = 0.5

/** How much more the top of a topic's main guide counts (SearchDoc.main): enough to lead among near-equal matches, not to pass a guide about the words. */
export const MAIN_GUIDE_BOOST = 1.2

const SEARCH_OPTIONS = {
  boost: { title: 4, heading: 2, keywords: 1.5, text: 1 },
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored?.lang ? OTHER_LANGUAGE_BOOST : 1) * (stored?.main ? MAIN_GUIDE_BOOST : 1),
}

/* ------------------------------------------------------------------ */
/* Synonyms (issue 33)                                                */
/* ------------------------------------------------------------------ */

/**
 * The search's synonyms: a phrase (its words as the index keeps them, joined by one space) to the
 * phrases that mean the same and that the index holds. Made at build time from the glossary's
 * `search` spellings (content/glossary.te.yml, plugins/site-search/synonyms.ts) and shipped in the
 * index's manifest, so it costs nothing until someone searches: జీఎస్టీ searches "gst" too,
 * ఫుడ్ లైసెన్స్ "food licence", and "gst" జీఎస్టీ where an index holds that spelling.
 */
export type Synonyms = Record<string, string[]>

const tokenizeText: (text: string) => string[] = MiniSearch.getDefault("tokenize")

/** A text's words as the index keeps them (query cleaning, tokenizer, processTerm), filler words left out. */
export function searchWords(text: string): string[] {
  return tokenizeText(searchText(text))
    .map(processTerm)
    .filter((t): t is string => Boolean(t))
}

/**
 * The synonym table of one index: each group's spellings (any of them means all of them) map to
 * the other spellings of the group whose every word the index holds (`has`); a spelling no guide
 * uses is left out, so an index carries only the synonyms that can find something.
 */
export function synonymTable(groups: ReadonlyArray<ReadonlyArray<string>>, has: (term: string) => boolean): Synonyms {
  const table: Synonyms = {}
  for (const group of groups) {
    const phrases = [...new Set(group.map(p => searchWords(p).join(" ")).filter(Boolean))]
    const held = phrases.filter(p => p.split(" ").every(has))
    for (const phrase of phrases) {
      const others = held.filter(o => o !== phrase)
      if (others.length) table[phrase] = [...new Set([...(table[phrase] ?? []), ...others])]
    }
  }
  return table
}

/** Every term an index holds (build time: for synonymTable). */
export function indexTerms(index: MiniSearch<SearchDoc>): Set<string> {
  return new Set((JSON.parse(JSON.stringify(index)) as IndexJS).index.map(entry => entry[0]))
}

/** A query's words in runs: a run is a phrase of the synonym table (the longest at its place) or one word. */
function phraseRuns(words: string[], synonyms: Synonyms): Array<{ phrase: string; synonyms?: string[] }> {
  const longest = Math.max(1, ...Object.keys(synonyms).map(k => k.split(" ").length))
  const runs: Array<{ phrase: string; synonyms?: string[] }> = []
  for (let i = 0; i < words.length; ) {
    let n = Math.min(longest, words.length - i)
    while (n > 0 && !Object.prototype.hasOwnProperty.call(synonyms, words.slice(i, i + n).join(" "))) n--
    if (n === 0) {
      runs.push({ phrase: words[i] })
      i += 1
    } else {
      const phrase = words.slice(i, i + n).join(" ")
      runs.push({ phrase, synonyms: synonyms[phrase] })
      i += n
    }
  }
  return runs
}

/** A synonym matches as a prefix from this many letters on (expandQuery). */
export const SYNONYM_PREFIX_MIN = 5
const SYNONYM_PREFIX = (term: string) => term.length >= SYNONYM_PREFIX_MIN

/**
 * A query with its synonyms: each phrase of the table matches as itself or as any of its
 * synonyms (a synonym never with a typo, and as a prefix only from SYNONYM_PREFIX_MIN letters:
 * పాన్ is "pan", not every word starting "pan"; ట్రేడ్‌మార్క్ is "trademark" and "trademarks").
 * Without a phrase of the table, the query as typed.
 */
export function expandQuery(text: string, synonyms: Synonyms): Query {
  const runs = phraseRuns(searchWords(text), synonyms)
  if (!runs.some(run => run.synonyms)) return searchText(text)
  return {
    queries: runs.map(({ phrase, synonyms: alternatives }): Query =>
      alternatives
        ? {
            combineWith: "OR",
            queries: [
              { combineWith: "AND", queries: [phrase] },
              ...alternatives.map((alt): Query => ({ combineWith: "AND", queries: [alt], prefix: SYNONYM_PREFIX, fuzzy: false })),
            ],
          }
        : phrase,
    ),
  }
}

/** The words a query searches, its synonyms' words included (the lazy engine loads their term files). */
export function queryTerms(text: string, synonyms: Synonyms): string[] {
  const words = searchWords(text)
  const runs = phraseRuns(words, synonyms)
  return [...new Set([...words, ...runs.flatMap(run => (run.synonyms ?? []).flatMap(alt => alt.split(" ")))])]
}

/* ------------------------------------------------------------------ */
/* Build time                                                         */
/* ------------------------------------------------------------------ */

/** The index of all sections (see plugins/site-search/documents.ts for how guides become sections). */
export function buildIndex(docs: Array<Omit<SearchDoc, "id">>): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS)
  index.addAll(docs.map((doc, id) => ({ ...doc, id })))
  return index
}

/** The index as the JSON file the browser loads. */
export function serializeIndex(index: MiniSearch<SearchDoc>): string {
  return JSON.stringify(index)
}


/* ------------------------------------------------------------------ */
/* Query time                                                         */
/* ------------------------------------------------------------------ */

export interface SearchEngine {
  /** The best section of each matching guide, best guide first. */
  query(text: string, limit?: number): SearchHit[]
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * A short extract of `text` around the matched terms, with the matches marked.
 * Terms match at the start of a word, case-insensitively.
 */
export function snippet(text: string, terms: string[], maxLength = 180): SnippetPart[] {
  const words = [...new Set(terms.map(t => t.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length)
  const pattern = words.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join("|")})`, "giu") : null
  const hits = pattern ? [...text.matchAll(pattern)].map(m => ({ start: m.index ?? 0, term: m[0].toLowerCase() })) : []

  // The window that shows the most different terms, then the earliest.
  let start = 0
  if (text.length > maxLength && hits.length) {
    let best = -1
    for (const hit of hits) {
      const from = Math.max(0, hit.start - 40)
      const seen = new Set(hits.filter(h => h.start >= from && h.start < from + maxLength).map(h => h.term))
      if (seen.size > best) {
        best = seen.size
        start = from
      }
    }
  }
  let end = Math.min(text.length, start + maxLength)
  if (start > 0) {
    const space = text.indexOf(" ", start)
    start = space === -1 || space > start + 20 ? start : space + 1
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end)
    end = space > start ? space : end
  }
  const extract = text.slice(start, end)
  const parts: SnippetPart[] = []
  if (start > 0) parts.push({ text: "… ", match: false })
  let last = 0
  if (pattern) {
    for (const m of extract.matchAll(pattern)) {
      const at = m.index ?? 0
      // Mark the whole word that starts with the term.
      const word = /^[\p{L}\p{N}]*/u.exec(extract.slice(at))![0] || m[0]
      if (at > last) parts.push({ text: extract.slice(last, at), match: false })
      parts.push({ text: extract.slice(at, at + word.length), match: true })
      last = at + word.length
    }
  }
  if (last < extract.length) parts.push({ text: extract.slice(last), match: false })
  if (end < text.length) parts.push({ text: " …", match: false })
  return parts.filter(p => p.text !== "")
}

type StoredResult = SearchResult & Pick<SearchDoc, "path" | "anchor" | "guide" | "heading" | "lang"> & { text?: string }

/** The best section of each matching guide (all words first, then any word), best guide first. */
function rank(index: MiniSearch<SearchDoc>, text: string, limit: number, anyWord = true, synonyms: Synonyms = {}): StoredResult[] {
  if (searchText(text) === "") return []
  const q = expandQuery(text, synonyms)
  let results = index.search(q, { ...SEARCH_OPTIONS, combineWith: "AND" }) as StoredResult[]
  if (results.length === 0 && anyWord) results = index.search(q, { ...SEARCH_OPTIONS, combineWith: "OR" }) as StoredResult[]
  const byGuide = new Map<string, StoredResult>()
  for (const r of results) {
    if (byGuide.has(r.path)) continue
    byGuide.set(r.path, r)
    if (byGuide.size >= limit) break
  }
  return [...byGuide.values()]
}

function toRanked(r: StoredResult): RankedHit {
  const hit: RankedHit = { path: r.path, anchor: r.anchor, href: r.anchor ? `${r.path}#${r.anchor}` : r.path, guide: r.guide, heading: r.heading, score: r.score }
  if (r.lang) hit.lang = r.lang
  return hit
}

/**
 * A result's snippet: more text than its lines hold at any width (about 270 characters fill the
 * three lines of a desktop column), cut at the last of its lines by the stylesheet
 * (search.css), so that every result is as tall as the others and the gaps between them are
 * even (review 37: a snippet of two lines in a space kept for three left a blank line).
 */
const SNIPPET_CHARS = 320
const snippetOf = (r: StoredResult, sectionText: string) => snippet(sectionText, [...r.terms, ...r.queryTerms], SNIPPET_CHARS)

function toHit(r: StoredResult, sectionText: string): SearchHit {
  return { ...toRanked(r), snippet: snippetOf(r, sectionText) }
}

/** A search over the whole index in memory (build time and tests), with the index's synonyms. */
export function createEngine(index: MiniSearch<SearchDoc>, synonyms: Synonyms = {}): SearchEngine {
  return {
    query(text: string, limit = 20): SearchHit[] {
      return rank(index, text, limit, true, synonyms).map(r => toHit(r, r.text ?? ""))
    },
  }
}

/* ------------------------------------------------------------------ */
/* The index in files: a manifest, term files and section texts       */
/* ------------------------------------------------------------------ */

/**
 * The browser does not download the whole index (about 140 KB gzipped). The plugin writes:
 * - the manifest (search-index.json): MiniSearch's serialised index without its terms and
 *   without the section texts: document ids, field lengths, path, anchor, guide and heading;
 * - one term file per first character of a term (search-index/t-<key>.json): the index
 *   entries of the terms that start with it;
 * - one text file per section (search-index/s<id>.txt), for the snippets of the results shown;
 * - one synonym file per first character of the synonym table's phrases (search-index/y-<key>.json,
 *   issue 33), loaded with the term files of a query's words, before the term files of its synonyms.
 * A query loads the term files of its words' first characters and the texts of its results.
 * Prefix matches start with the same character; a typo is matched within the term file of the
 * word's first character (so a typo in the first letter is not forgiven).
 */
export const SEARCH_FILES_DIR = "search-index"

type IndexJS = ReturnType<MiniSearch<SearchDoc>["toJSON"]>
type IndexEntry = IndexJS["index"][number]

/** The term file a term belongs to: its first letter or digit (all digits share "0"), "_" for anything else. */
export function termFileKey(term: string): string {
  const c = term.charAt(0)
  return /[a-z]/.test(c) ? c : /[0-9]/.test(c) ? "0" : "_"
}

export const termFileName = (key: string) => `t-${key}.json`
/** The synonyms of the phrases whose first word has this term file key (English pages download no Telugu: a Telugu spelling's synonyms are in `y-_.json`). */
export const synonymFileName = (key: string) => `y-${key}.json`
export const textFileName = (id: number) => `s${id}.txt`

export interface SearchFiles {
  manifest: string
  /** File name (in SEARCH_FILES_DIR) to content. */
  files: Map<string, string>
}

/** Splits an index into the manifest (with the index's synonyms, if any), the term files and the section texts. */
export function splitIndex(index: MiniSearch<SearchDoc>, synonyms: Synonyms = {}): SearchFiles {
  const js = JSON.parse(JSON.stringify(index)) as IndexJS
  const files = new Map<string, string>()
  const terms = new Map<string, IndexEntry[]>()
  for (const entry of js.index) {
    const key = termFileKey(entry[0])
    if (!terms.has(key)) terms.set(key, [])
    terms.get(key)!.push(entry)
  }
  for (const [key, entries] of terms) files.set(termFileName(key), JSON.stringify(entries))
  const storedFields: IndexJS["storedFields"] = {}
  for (const [shortId, stored] of Object.entries(js.storedFields)) {
    const { text, ...rest } = stored as Partial<SearchDoc>
    storedFields[shortId] = rest
    files.set(textFileName(Number(js.documentIds[shortId])), String(text ?? ""))
  }
  const synonymFiles = new Map<string, Synonyms>()
  for (const [phrase, alternatives] of Object.entries(synonyms)) {
    const key = termFileKey(phrase)
    if (!synonymFiles.has(key)) synonymFiles.set(key, {})
    synonymFiles.get(key)![phrase] = alternatives
  }
  for (const [key, table] of synonymFiles) files.set(synonymFileName(key), JSON.stringify(table))
  const withSynonyms = synonymFiles.size ? { synonymFiles: [...synonymFiles.keys()].sort() } : {}
  const manifest = JSON.stringify({ ...js, index: [], storedFields, termFiles: [...terms.keys()].sort(), ...withSynonyms })
  return { manifest, files }
}

/**
 * A result as soon as it is ranked: the manifest's stored fields give the guide, the section and
 * the link; the snippet is there only once the section text has arrived.
 */
export type RankedHit = Omit<SearchHit, "snippet"> & { snippet?: SnippetPart[] }

/** The answer as soon as it is ranked: the results, and each one's snippet as its section text arrives. */
export interface RankedAnswer {
  /** The results, best first (with its snippet where the section text was loaded already). */
  hits: RankedHit[]
  /** One per result, in the same order: its snippet, once its section text has arrived. */
  snippets: Array<Promise<SnippetPart[]>>
}

/** The search the browser runs: loads the term files and texts it needs as it goes. */
export interface LazySearchEngine {
  /** The results with their snippets (after the section texts have arrived). */
  query(text: string, limit?: number): Promise<SearchHit[]>
  /** The results once the term files are in (no section text awaited); the snippets follow. */
  rank(text: string, limit?: number): Promise<RankedAnswer>
  /**
   * What the visitor is typing (before they ask): loads the term files of its words at once and,
   * when the typing pauses for PREPARE_DELAY_MS (or at once with `now`, when the visitor has
   * submitted and the search page is on its way), the texts of the results the query would show.
   * A query asked then answers from what is loaded (or being loaded) already.
   * While typing, texts are loaded only for a text whose last word has at least PREPARE_MIN_WORD
   * characters and whose every word matches (a word cut short, "company annual r", would load the
   * texts of results the finished query does not show).
   */
  prepare(text: string, now?: boolean): void
}

/** How long the typing must pause before `prepare` loads the texts of the results. */
export const PREPARE_DELAY_MS = 150
/** The shortest last word for which `prepare` loads texts while the visitor types. */
export const PREPARE_MIN_WORD = 3

/** The part of MiniSearch's term index (a radix tree, SearchableMap) that a search reads. */
interface TermIndex {
  get(term: string): unknown
  atPrefix(prefix: string): Iterable<[string, unknown]>
  fuzzyGet(term: string, maxDistance: number): Map<string, [unknown, number]>
}

/** MiniSearch keeps its term index in a private field; the lazy engine gives it one map per term file. */
type WithTermIndex = { _index: TermIndex }

/**
 * A search engine over the split index. `load(name)` fetches a file of SEARCH_FILES_DIR.
 * Each file is fetched once; a query answers exactly as the whole index would for words whose
 * term files are loaded (all of the query's words are).
 *
 * The MiniSearch is made once, from the manifest (documents, field lengths, stored fields); its
 * term index routes each term to the map of its own term file, made once when the file arrives.
 * So a query never rebuilds the index, and a word only ever matches terms of its own term file
 * (its prefixes and typos start with the same character), whatever else is loaded: the answer to
 * a query does not depend on the queries before it.
 */
export function createLazyEngine(manifestJson: string, load: (name: string) => Promise<string>): LazySearchEngine {
  const { termFiles, synonymFiles = [], ...manifest } = JSON.parse(manifestJson) as IndexJS & { termFiles: string[]; synonymFiles?: string[] }
  const available = new Set(termFiles)
  const withSynonyms = new Set(synonymFiles)
  /** The synonym files loaded so far, merged: a phrase is only looked up once its first word's file is in. */
  const synonyms: Synonyms = {}
  const synonymTables = new Map<string, Promise<Synonyms>>()
  const tokenize: (text: string) => string[] = MiniSearch.getDefault("tokenize")
  const termMaps = new Map<string, Promise<TermIndex>>()
  const loaded = new Map<string, TermIndex>()
  const texts = new Map<number, Promise<string>>()
  /** The section texts that have arrived (a result whose text is here gets its snippet at once). */
  const arrived = new Map<number, string>()
  const index = MiniSearch.loadJS<SearchDoc>({ ...manifest, index: [] }, INDEX_OPTIONS)
  const noDocuments = { ...manifest, documentIds: {}, fieldLength: {}, storedFields: {} }
  const routed: TermIndex = {
    get: term => loaded.get(termFileKey(term))?.get(term),
    atPrefix: prefix => loaded.get(termFileKey(prefix))?.atPrefix(prefix) ?? [],
    fuzzyGet: (term, maxDistance) => loaded.get(termFileKey(term))?.fuzzyGet(term, maxDistance) ?? new Map(),
  }
  ;(index as unknown as WithTermIndex)._index = routed
  let prepared: ReturnType<typeof setTimeout> | undefined

  const loadOnce = <K, V>(cache: Map<K, Promise<V>>, key: K, fetchIt: () => Promise<V>): Promise<V> => {
    if (!cache.has(key)) {
      const pending = fetchIt()
      pending.catch(() => cache.delete(key)) // fetched again on the next query
      cache.set(key, pending)
    }
    return cache.get(key)!
  }

  /** The term map of one term file: the file's terms in a MiniSearch radix tree, made once. */
  const termMap = (key: string) =>
    loadOnce(termMaps, key, () =>
      load(termFileName(key)).then(json => {
        const entries = JSON.parse(json) as IndexEntry[]
        const map = (MiniSearch.loadJS<SearchDoc>({ ...noDocuments, index: entries }, INDEX_OPTIONS) as unknown as WithTermIndex)._index
        loaded.set(key, map)
        return map
      }),
    )

  /** The synonyms of the phrases starting with a word of one term file key, merged into `synonyms` once. */
  const synonymsOf = (key: string) =>
    loadOnce(synonymTables, key, () =>
      load(synonymFileName(key)).then(json => {
        const table = JSON.parse(json) as Synonyms
        Object.assign(synonyms, table)
        return table
      }),
    )
  /** A text's words, without filler words, and the words of their synonyms (those loaded). */
  const wordsOf = (text: string) => queryTerms(text, synonyms)
  /** The term files of those words that have one. */
  const keysOf = (words: string[]) => [...new Set(words.map(termFileKey))].filter(key => available.has(key))
  /**
   * Loads what a query needs: the term files and synonym files of its words, then the term files
   * of their synonyms (జీఎస్టీ: t-_.json and y-_.json, then t-g.json for "gst").
   */
  async function loadFor(text: string) {
    const words = searchWords(text)
    const own = Promise.all(keysOf(words).map(termMap))
    await Promise.all([...new Set(words.map(termFileKey))].filter(key => withSynonyms.has(key)).map(synonymsOf))
    await Promise.all([own, ...keysOf(wordsOf(text)).map(termMap)])
  }

  const textOf = (r: StoredResult) =>
    loadOnce(texts, Number(r.id), () =>
      load(textFileName(Number(r.id))).then(text => {
        arrived.set(Number(r.id), text)
        return text
      }),
    )

  /** While typing: the texts of the results, when every word of the text matches. */
  async function loadTexts(text: string, limit = 20) {
    await loadFor(text)
    await Promise.all(rank(index, text, limit, false, synonyms).map(textOf))
  }

  const engine: LazySearchEngine = {
    async query(text: string, limit = 20): Promise<SearchHit[]> {
      const { hits, snippets } = await engine.rank(text, limit)
      const parts = await Promise.all(snippets)
      step("texts")
      return hits.map((hit, i) => ({ ...hit, snippet: parts[i] }))
    },
    async rank(text: string, limit = 20): Promise<RankedAnswer> {
      if (searchWords(text).length === 0) return { hits: [], snippets: [] }
      await loadFor(text)
      step("terms")
      const ranked = rank(index, text, limit, true, synonyms)
      step("ranked")
      return {
        hits: ranked.map(r => {
          const known = arrived.get(Number(r.id))
          return known === undefined ? toRanked(r) : toHit(r, known)
        }),
        snippets: ranked.map(r => textOf(r).then(t => snippetOf(r, t))),
      }
    },
    prepare(text: string, now = false) {
      const keys = keysOf(searchWords(text))
      loadFor(text).catch(() => undefined) // the query reports a failure
      clearTimeout(prepared)
      if (now) engine.query(text).catch(() => undefined)
      else if (keys.length && tokenize(searchText(text)).at(-1)!.length >= PREPARE_MIN_WORD)
        prepared = setTimeout(() => loadTexts(text).catch(() => undefined), PREPARE_DELAY_MS)
    },
  }
  return engine
}

/** A User Timing mark inside a search ("search step: ..."), which `npm run bench -- --only=search --steps` lists. */
function step(name: string) {
  performance.mark?.(`search step: ${name}`)
}

/** Loads the serialised index (the JSON file) into a search engine. */
export function loadIndex(json: string): SearchEngine {
  return createEngine(MiniSearch.loadJSON<SearchDoc>(json, INDEX_OPTIONS))
}
