/**
 * Telugu that reads as written (issue 33): the wording rules a test holds every Telugu text to
 * (__tests__/unit/telugu-wording.test.ts): the guides and pages (`*.te.md`), the component words
 * (`src/config/strings/*.te.ts`), the facts' `te`, `teLabel` and `teBasis` and the glossary.
 *
 * - A gloss ("term (short explanation)", from content/glossary.te.yml) at most once a page, in body
 *   text only: never in a title, heading, hero, lead, description, glance card, fees, table, label
 *   or link text. GST and PAN take none (`gloss: none` in the glossary: every trader knows them).
 * - An amount before a noun or a postposition takes the joined form ("₹40 లక్షల పరిమితి",
 *   "30 రోజుల్లోగా"): a figure with లక్షలు/కోట్లు/రోజులు/నెలలు/సంవత్సరాలు, or a fact token whose
 *   Telugu ends in లు, directly followed by one of them fails; write {{fact:joined}}, and for "within"
 *   {{fact:within}} ("30 రోజుల్లోగా"), not {{fact:joined}}లోగా ("30 రోజులలోగా").
 * - Banned forms: "చాలా చిన్న" (reads "many small"), "రిజిస్టర్ చేయాలి" with no object, and Latin
 *   "section 12", "rule 8", "Budget 2026", "e-filing", "Suvidha Kendra" in Telugu text.
 */
import { factTokens, withinForm, type FactEntry } from "../src/lib/facts"

export interface GlossaryTerm {
  en: string
  te: string
  first?: string
  /** "none": the term is never explained (GST, PAN). */
  gloss?: string
  /** Explanations no longer used, which must not come back (the old GST, PAN and trademark glosses). */
  dropped?: string[]
}

/** One explanation to look for: the term and the words in brackets after it. */
export interface Gloss {
  term: string
  /** The explanation with its brackets: "(ఏడాదిలో మొత్తం అమ్మకాలు)". */
  text: string
}

const TELUGU = /[\u0C00-\u0C7F]/u

/** The explanations the glossary gives: each `first` (and each `te`) whose brackets hold Telugu words. */
export function glossesOf(terms: readonly GlossaryTerm[]): Gloss[] {
  const glosses: Gloss[] = []
  for (const term of terms) {
    for (const form of [term.first, term.te]) {
      const m = form?.match(/^(.+?)\s*(\([^()]*(?:\([^()]*\)[^()]*)*\))$/u)
      if (m && TELUGU.test(m[2]) && !glosses.some(g => g.text === m[2])) glosses.push({ term: m[1], text: m[2] })
    }
  }
  return glosses
}

/** Explanations that must appear nowhere: the dropped ones, and any bracket of Telugu words after a term with `gloss: none`. */
export function bannedGlossPatterns(terms: readonly GlossaryTerm[]): RegExp[] {
  const patterns: RegExp[] = []
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  for (const term of terms) {
    for (const old of term.dropped ?? []) patterns.push(new RegExp(`\\(\\s*${escape(old)}`, "u"), new RegExp(`${escape(old)}\\s*\\(\\s*${escape(term.te)}\\s*\\)`, "u"))
    if (term.gloss === "none") patterns.push(new RegExp(`(?<![A-Za-z])${escape(term.te)}\\s*\\([^)]*[\\u0C00-\\u0C7F]`, "u"))
  }
  return patterns
}

/** Where a text sits on its page: body text may carry a gloss, nothing else may. */
export type Zone = "body" | "no-gloss"

/** One piece of Telugu text of a page, with where it is. */
export interface Piece {
  where: string
  text: string
  zone: Zone
}

/** Frontmatter fields whose text is a title, heading, hero, summary, card, fee, label or link. */
const NO_GLOSS_FIELD = /^(title|heading|\w+Heading|description|keywords|lead|glance|fees|label|question|button|secondary)$/
/** Sections of a page that are heroes or link cards' titles. */
const isHeroSection = (value: unknown) => typeof value === "object" && value !== null && (value as { type?: unknown }).type === "hero"

/** The frontmatter's strings with their zones. */
export function frontmatterPieces(data: unknown, file: string): Piece[] {
  const pieces: Piece[] = []
  const visit = (value: unknown, path: Array<string | number>, noGloss: boolean) => {
    if (typeof value === "string") {
      if (TELUGU.test(value)) pieces.push({ where: `${file}: field "${path.join(".")}"`, text: value, zone: noGloss ? "no-gloss" : "body" })
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i], noGloss))
    else if (typeof value === "object" && value !== null) {
      const inItems = path.length >= 2 && path[path.length - 2] === "items"
      for (const [k, v] of Object.entries(value))
        visit(v, [...path, k], noGloss || isHeroSection(value) || NO_GLOSS_FIELD.test(k) || (inItems && k === "title"))
    }
  }
  visit(data, [], false)
  return pieces
}

/** The Markdown body's lines with their zones: headings and table rows carry no gloss, nor do links' texts. */
export function bodyPieces(body: string, file: string, firstLine = 1): Piece[] {
  const pieces: Piece[] = []
  body.split("\n").forEach((line, i) => {
    if (!TELUGU.test(line)) return
    const where = `${file}: line ${firstLine + i}`
    const links = [...line.matchAll(/\[([^\]]*)\]\([^)]*\)/g)].map(m => m[1])
    if (/^\s*(#|\|)/.test(line)) {
      // A heading or a table row: all of it carries no gloss; its links' texts are also judged as links.
      pieces.push({ where, text: line.replace(/\[([^\]]*)\]\([^)]*\)/g, " "), zone: "no-gloss" })
      for (const text of links) pieces.push({ where: `${where} (link text)`, text, zone: "no-gloss" })
      return
    }
    for (const text of links) pieces.push({ where: `${where} (link text)`, text, zone: "no-gloss" })
    pieces.push({ where, text: line.replace(/\[([^\]]*)\]\([^)]*\)/g, " "), zone: "body" })
  })
  return pieces
}

/** What is wrong with the glosses of one page's pieces. */
export function glossProblems(pieces: readonly Piece[], glosses: readonly Gloss[], banned: readonly RegExp[]): string[] {
  const problems: string[] = []
  for (const gloss of glosses) {
    const uses = pieces.filter(p => p.text.includes(gloss.text))
    for (const p of uses) if (p.zone === "no-gloss") problems.push(`${p.where}: the gloss "${gloss.text}" is in a title, heading, hero, glance card, fees, table, label or link; explain a term in body text only`)
    const inBody = uses.filter(p => p.zone === "body").reduce((n, p) => n + p.text.split(gloss.text).length - 1, 0)
    if (inBody > 1) problems.push(`${uses[0].where.split(":")[0]}: the gloss "${gloss.text}" appears ${inBody} times; explain a term once a page (${uses.map(u => u.where.split(": ").slice(1).join(": ")).join("; ")})`)
  }
  for (const p of pieces) {
    const re = banned.find(b => b.test(p.text))
    if (re) problems.push(`${p.where}: an explanation that is no longer used (GST and PAN take none): "${p.text.match(re)![0]}"`)
  }
  return problems
}

/**
 * A gloss in a link's text or a menu label, whether or not the glossary has it (issue 33, point 1):
 * any bracket of words after the name ("[PF (ఉద్యోగుల భవిష్య నిధి) రిజిస్ట్రేషన్]", "వెబోరియం (వెబ్‌సైట్లు)",
 * "[అభ్యంతరానికి (objection)]"). A bracket that is an acronym or a number with at most one word
 * ("ఫుడ్ లైసెన్స్ (FSSAI)", "(OSH కోడ్)", "(2026)") is part of the name, not an explanation.
 */
export function linkGlossProblems(piece: Pick<Piece, "where" | "text">): string[] {
  const problems: string[] = []
  for (const m of piece.text.matchAll(/\(((?:[^()]|\([^()]*\))*)\)/gu)) {
    const inside = m[1]
    const rest = inside.replace(/[A-Z]{2,}\w*|\d[\d,.]*/gu, " ").split(/[\s,;-]+/u).filter(w => /[\u0C00-\u0C7Fa-z]/u.test(w))
    if (rest.length === 0 || (rest.length === 1 && rest.length < inside.split(/\s+/u).length)) continue
    problems.push(`${piece.where}: "${m[0]}" explains a term inside a link or a menu label; name it plainly there and explain it once in body text`)
  }
  return problems
}

/** A text as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Words that, straight after an amount, need its joined form: nouns it qualifies and postpositions. */
const NEEDS_JOINED = [
  "టర్నోవర్", "పరిమితి", "పరిమిత", "మినహాయింపు", "జరిమానా", "ఫీజు", "వడ్డీ", "గడువు", "పెట్టుబడి", "జీతం", "జీతాల", "ఆదాయం", "అమ్మకాల", "వ్యవధి",
  "కాలం", "కాలాని", "కాలపరిమితి", "సమయం", "మూలధనం", "విలువ", "రుణ", "లోన్", "బీమా", "కవరేజ్", "అద్దె",
  "లోపు", "లోగా", "లోపల", "లో", "వరకు", "దాకా", "కంటే", "కన్నా", "తర్వాత", "ముందు", "పాటు", "నుంచి", "గడవక", "మేర", "మేరకు", "కోసం",
]
const UNITS = "లక్షలు|కోట్లు|రోజులు|నెలలు|సంవత్సరాలు|ఏళ్లు|వారాలు|గంటలు"
const WORD_AFTER = "([\\u0C00-\\u0C7F\\u200C\\u200D]+)"
const PLAIN_AMOUNT = new RegExp(`((?:₹\\s?)?\\d[\\d,.]*(?:\\s?[-–]\\s?\\d[\\d,.]*)?\\s?(?:${UNITS}))(?:\\s+${WORD_AFTER}|${WORD_AFTER})`, "gu")
const AMOUNT_VALUE = new RegExp(`^(?:₹\\s?)?\\d[\\d,.]*(?:\\s?[-–]\\s?\\d[\\d,.]*)?\\s?(?:${UNITS})$`, "u")
/** A figure with a unit in the ల form and లోపు/లోగా/లో written apart ("7 రోజులలోపు"): the papers join them (రోజుల్లోపు). */
const WITHIN_UNITS = "రోజుల|నెలల|వారాల|సంవత్సరాల|గంటల|దినాల"
const WRITTEN_WITHIN = new RegExp(`(\\d[\\d,.]*(?:\\s?[-–]\\s?\\d[\\d,.]*)?\\s?(?:పని\\s)?)(${WITHIN_UNITS})(లోపు|లోగా|లోపల|లో)(?![\\u0C00-\\u0C7F])`, "gu")
const needsJoined = (word: string) => NEEDS_JOINED.some(w => word === w || (w.length > 2 && word.startsWith(w)))

/**
 * Amounts in the plain form before a noun: in the text with the tokens read in Telugu (a figure
 * written out or a token's Telugu value), and a token whose Telugu ends in లు with a Telugu ending
 * or a noun straight after it.
 */
export function amountProblems(piece: Pick<Piece, "where" | "text">, lookup: (key: string) => Pick<FactEntry, "value" | "te"> | undefined): string[] {
  const problems: string[] = []
  const resolved = piece.text.replace(/\{\{[^}]*\}\}/g, token => {
    const [t] = factTokens(token)
    const fact = t && lookup(t.key)
    if (!t || !fact || (t.attribute !== "value" && t.attribute !== "joined" && t.attribute !== "within")) return token
    const te = fact.te || fact.value
    return t.attribute === "joined" ? te.replace(/లు$/u, "ల") : t.attribute === "within" ? withinForm(te) : te
  })
  for (const m of resolved.matchAll(PLAIN_AMOUNT)) {
    const joinedAfter = m[3] !== undefined
    const word = m[2] ?? m[3]
    if (joinedAfter || needsJoined(word))
      problems.push(`${piece.where}: "${m[0].trim()}": an amount before a noun takes the joined form (${m[1].replace(/లు$/u, "ల")} ...; a fact: {{group.name:joined}})`)
  }
  for (const t of factTokens(piece.text)) {
    const te = lookup(t.key)?.te
    // "30 రోజులలోగా", "7 రోజులలోపు": within a time the papers write రోజుల్లోగా, which {{fact:within}} gives.
    if (t.attribute !== "joined" || !te || !/లు$/u.test(te)) continue
    for (const m of piece.text.matchAll(new RegExp(`${escapeRegExp(t.text)}(లోగా|లోపు|లోపల)`, "gu")))
      problems.push(`${piece.where}: ${t.text}${m[1]} reads "${te.replace(/లు$/u, "ల")}${m[1]}": write {{${t.key}:within}} (${withinForm(te)})`)
  }
  // The same written out: "7 రోజులలోపు", "30 రోజులలోగా", "90 రోజులలో" are written రోజుల్లోపు, రోజుల్లోగా, రోజుల్లో.
  for (const m of piece.text.matchAll(WRITTEN_WITHIN)) {
    const fixed = `${m[1]}${m[2]}\u0C4D${m[3]}`
    problems.push(`${piece.where}: "${m[0].trim()}": within a time write the joined form ${fixed}`)
  }
  for (const t of factTokens(piece.text)) {
    const te = lookup(t.key)?.te
    // "«30 సెప్టెంబర్» లోగా": a case ending is written on its word (second review, finding 31); {{fact:within}} attaches it.
    if (t.attribute === "value" && te && /[\u0C00-\u0C7F]$/u.test(te) && new RegExp(`${escapeRegExp(t.text)} (లోగా|లోపు)(?![\u0C00-\u0C7F])`, "u").test(piece.text))
      problems.push(`${piece.where}: ${t.text} లోగా/లోపు reads "${te} లోగా": write {{${t.key}:within}} (${withinForm(te)})`)
  }
  for (const t of factTokens(piece.text)) {
    if (t.attribute !== "value") continue
    const fact = lookup(t.key)
    const te = fact?.te
    // A figure with a unit is judged above, in the resolved text; here the other values ending in లు ("20 మంది ఉద్యోగులు").
    if (!te || !/లు$/u.test(te) || AMOUNT_VALUE.test(te)) continue
    const after = piece.text.slice(piece.text.indexOf(t.text) + t.text.length)
    const m = after.match(new RegExp(`^(?:\\s+${WORD_AFTER}|${WORD_AFTER})`, "u"))
    if (m && (m[2] !== undefined || needsJoined(m[1])))
      problems.push(`${piece.where}: ${t.text} reads "${te}" before "${(m[1] ?? m[2]).trim()}": write {{${t.key}:joined}} (${te.replace(/లు$/u, "ల")})`)
  }
  return [...new Set(problems)]
}

/** Forms the edition does not write (issue 33, points 4, 5 and 7). */
const BANNED: Array<[RegExp, string]> = [
  [/చాలా చిన్న/u, '"చాలా చిన్న" reads "many small" or "very small": reword (చిన్న వ్యాపారాలు చాలా, అతి చిన్న...)'],
  [/\bsection\s+\d/i, 'Latin "section" in Telugu text: write సెక్షన్'],
  [/\brule\s+\d/i, 'Latin "rule" in Telugu text: write రూల్'],
  [/\bBudget\s+20/i, 'Latin "Budget" in Telugu text: write బడ్జెట్'],
  [/\be-?filing\b/i, 'Latin "e-filing" in Telugu text: write ఈ-ఫైలింగ్'],
  [/Suvidha\s+Kendra/i, 'Latin "Suvidha Kendra" in Telugu text: write జీఎస్టీ సువిధ కేంద్రం'],
  [/[\u0C00-\u0C7F]ొచ్చ[ాు]|క్కర్లేదు/u, 'Spoken forms (వాడొచ్చా, చేయనక్కర్లేదు): the site writes newspaper style, వాడవచ్చా, చేయాల్సిన అవసరం లేదు (issue 33, point 10)'],
  // one word for one thing (fourth review: the form the site uses most)
  [/స్వీకరించ/u, '"స్వీకరించు" reads "receive, accept" where "adopt" is meant: a state అమలు చేయలేదు the limit; a mark\'s first use is "వాడటం మొదలుపెట్టిన" (fourth review, M2)'],
  [/క్వార్టర్‌కు ఒకసారి|త్రైమాసిక/u, 'Quarterly is "మూడు నెలలకోసారి" (a quarter, the noun, is క్వార్టర్) (fourth review, question 4)'],
  [/రివైజ్|వ్యాలిడిటీ/u, 'Revise is సవరించు, validity చెల్లుబాటు, as the guides write them (fourth review, minor 9)'],
]
/** "రిజిస్టర్ చేయాలి" (or చేయాలా, చేయాల్సిన) needs an object before it (…ను/ని రిజిస్టర్ చేయాలి); without one, రిజిస్ట్రేషన్ తీసుకోవాలి or రిజిస్టర్ చేసుకోవాలి. */
const REGISTER = /(^|[^\u0C00-\u0C7F\u200C]*?)([\u0C00-\u0C7F\u200C]*)\s+రిజిస్టర్ చేయా(లి|లా|ల్సి)/gu
const HAS_OBJECT = /(ను|ని|న్ని|లను|ాన్ని|ల్ని)$/u

export function bannedFormProblems(piece: Pick<Piece, "where" | "text">): string[] {
  if (!TELUGU.test(piece.text)) return []
  const problems = BANNED.filter(([re]) => re.test(piece.text)).map(([, why]) => `${piece.where}: ${why}`)
  for (const m of piece.text.matchAll(REGISTER))
    if (!HAS_OBJECT.test(m[2])) problems.push(`${piece.where}: "రిజిస్టర్ చేయా${m[3]}" with no object: write రిజిస్ట్రేషన్ తీసుకోవా${m[3]} or రిజిస్టర్ చేసుకోవా${m[3]}`)
  return problems
}

/** The string literals of a TypeScript source (the component words' tables). */
export function stringLiterals(source: string): string[] {
  const out: string[] = []
  for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) out.push(m[1] ?? m[2] ?? m[3])
  return out
}
