import { fill } from "../../config/strings/fill"
import { describeRupees, formatRupees } from "./typed-amounts"
import {
  articlesStampDuty,
  companyRegistrationFee,
  ENTITIES,
  feeScaleOf,
  PEOPLE,
  sheetCase,
  type CostLine,
  type Entity,
  type FeeScale,
  type IncorporationRates,
  type IncorporationResult,
  type IncorporationText,
  type SheetAmount,
  type SheetLine,
} from "./incorporation-sheet"

export * from "./incorporation-sheet"

/**
 * The cost of incorporating in Telangana (private limited company, one person
 * company, LLP): the government's share (MCA fees and Telangana stamp duty),
 * itemised with the fact each line comes from, and the digital signatures at
 * a market price, kept apart. Every figure is read from content/facts.json
 * (group "incorporation", by incorporation-rates.ts at build time); nothing here is a copy of a figure.
 *
 * This module serves the build and the tests (issue 31): the tool's page gets its answer for each
 * case of the fee from its page data (incorporationCases, made into HTML by
 * src/components/tools/incorporation-result.tsx) and works out the amounts with
 * incorporation-sheet.ts, which holds the fee arithmetic; __tests__/components/incorporation-sheet.test.tsx
 * holds both to the same answer.
 */

/** Who signs with a digital signature, in the input check's words. */
const PEOPLE_WHAT: Record<Entity, string> = { pvt: "number of directors", opc: "number of directors", llp: "number of designated partners" }

export class IncorporationInputError extends Error {}

/**
 * The lines of a structure in one case of its fee (incorporation-sheet.ts sheetCase), with the capital
 * and the number of people shown as given, and the amounts that depend on them as given.
 */
function linesOf(
  entity: Entity,
  feeCase: string,
  r: IncorporationRates,
  scale: FeeScale,
  text: IncorporationText,
  shown: { capital: string; people: string | number },
  worked: Record<"registration" | "aoa" | "dsc", number | SheetAmount>,
): SheetLine[] {
  const w = text.words.lines
  const rupees = (value: number) => describeRupees(value, text.amounts)
  const lines: SheetLine[] = []
  if (entity === "llp") {
    const slab = Number(feeCase)
    lines.push(
      { id: "name", group: "mca", label: w.llpName, amount: r.llp.nameFee, detail: w.paidWithName, facts: ["incorporation.llpNameFee"] },
      {
        id: "registration",
        group: "mca",
        label: w.llpRegistration,
        amount: r.llp.reg[slab],
        detail: fill(w.llpRegistrationDetail, { capital: shown.capital }),
        facts: [`incorporation.llpReg${slab + 1}`, "incorporation.llpSlabs"],
      },
      {
        id: "agreement",
        group: "mca",
        label: w.llpAgreement,
        amount: r.llp.form3[slab],
        detail: w.llpAgreementDetail,
        facts: [`incorporation.llpForm3_${slab + 1}`, "incorporation.llpSlabs"],
      },
      {
        id: "agreement-stamp",
        group: "stamp",
        label: w.llpStamp,
        amount: null,
        detail: w.llpStampDetail,
        facts: [],
      },
      { id: "pan-tan", group: "mca", label: w.llpPanTan, amount: null, detail: w.panTanDetail, facts: [] },
    )
  } else {
    // An OPC always pays on the OPC and small-company scale.
    const feeScale = feeScaleOf(entity, scale)
    const waived = feeCase.startsWith("waived")
    const general = feeCase === "general" || feeCase === "above"
    const generalDetail = fill(w.general, {
      base: formatRupees(r.general.base),
      from: rupees(r.general.from),
      per10k: formatRupees(r.general.per10k),
      mid: rupees(r.general.mid),
      per10kMid: formatRupees(r.general.per10kMid),
      crore: rupees(r.general.crore),
      per10kCrore: formatRupees(r.general.per10kCrore),
      cap: rupees(r.general.cap),
    })
    lines.push(
      {
        id: "name",
        group: "mca",
        label: w.name,
        amount: r.nameFee,
        detail: w.paidWithName,
        facts: ["incorporation.nameFee"],
      },
      {
        id: "registration",
        group: "mca",
        label: w.registration,
        amount: worked.registration,
        detail: waived
          ? fill(w.waived, { waiver: rupees(r.waiverCapital) })
          : general
            ? feeScale === "small"
              ? fill(w.aboveSmallScale, { upTo: rupees(r.small.upTo) })
              : w.generalScale
            : w.smallScale,
        working: waived
          ? undefined
          : general
            ? `${feeScale === "small" ? fill(w.aboveSmall, { upTo: rupees(r.small.upTo) }) : ""}${generalDetail}`
            : fill(w.small, { base: formatRupees(r.small.base), per10k: formatRupees(r.small.per10k), from: rupees(r.small.from) }),
        facts: waived
          ? ["incorporation.feeWaiverCapital"]
          : general
            ? ["incorporation.generalFeeBase", "incorporation.feeWaiverCapital", "incorporation.generalFeeFrom", "incorporation.generalFeePer", "incorporation.generalFeeMid", "incorporation.generalFeePer2", "incorporation.generalFeeCrore", "incorporation.generalFeePer3", "incorporation.generalFeeCap"]
            : ["incorporation.smallFeeBase", "incorporation.feeWaiverCapital", "incorporation.smallFeeFrom", "incorporation.smallFeePer", "incorporation.smallFeeUpTo"],
      },
      { id: "form-stamp", group: "stamp", label: w.formStamp, amount: r.stamp.form, detail: w.paidWithSpice, facts: ["incorporation.formStamp"] },
      { id: "moa-stamp", group: "stamp", label: w.moaStamp, amount: r.stamp.moa, detail: w.paidWithSpice, facts: ["incorporation.moaStamp"] },
      {
        id: "aoa-stamp",
        group: "stamp",
        label: w.aoaStamp,
        amount: worked.aoa,
        detail: fill(w.aoaDetail, { capital: shown.capital, min: rupees(r.stamp.aoaMin), max: rupees(r.stamp.aoaMax) }),
        facts: ["incorporation.aoaStampRate", "incorporation.aoaStampMin", "incorporation.aoaStampMax"],
      },
      { id: "pan-tan", group: "mca", label: w.companyPanTan, amount: null, detail: w.panTanDetail, facts: [] },
    )
  }
  lines.push({
    id: "dsc",
    group: "signatures",
    label: fill(w.dsc, { people: shown.people, price: formatRupees(r.dsc) }),
    amount: worked.dsc,
    detail: fill(w.dscDetail, { signer: w.signer[entity === "llp" ? "llp" : "company"] }),
    facts: ["incorporation.dscPrice"],
  })
  return lines
}

/** The cases of each structure's fee (incorporation-sheet.ts sheetCase), with the fee scale each is worked out on. */
const CASES: Record<Entity, (r: IncorporationRates) => Array<[string, FeeScale]>> = {
  pvt: () => [["waived", "small"], ["waived-general", "general"], ["small", "small"], ["above", "small"], ["general", "general"]],
  opc: () => [["waived", "small"], ["small", "small"], ["above", "small"]],
  llp: r => [...r.llp.slabs, Infinity].map((_, slab) => [String(slab), "small"]),
}

/** The government's lines and the signatures apart, and what the government's lines add up to. */
const governmentOf = <L extends { group: string; amount: number | null | string }>(lines: L[]) => {
  const government = lines.filter(l => l.group !== "signatures")
  return {
    government,
    base: government.reduce((sum, l) => sum + (typeof l.amount === "number" ? l.amount : 0), 0),
    complete: government.every(l => l.amount !== null),
  }
}

/**
 * The WhatsApp message up to our fee, with the amounts shown by `shown` (rupees, or the sheet's
 * slots): the business, each government line, the total, the signatures.
 */
function messageHead(
  entity: Entity,
  scale: FeeScale | null,
  lines: SheetLine[],
  shown: { capital: string; people: string | number; amount: (amount: number | SheetAmount) => string; government: string },
  text: IncorporationText,
): string[] {
  const w = text.words
  const kind = entity === "llp" ? "llp" : "company"
  const line = (l: SheetLine) => fill(w.messageLine, { label: l.label, amount: l.amount === null ? w.messageToBeQuoted : shown.amount(l.amount) })
  return [
    w.messageIntro,
    fill(w.messageBusiness, {
      entity: w.entities[entity],
      scale: entity === "pvt" && scale === "general" ? w.messageNotSmall : "",
      what: w.messageWhat[kind],
      capital: shown.capital,
      people: w.messagePeople[kind],
      n: shown.people,
    }),
    w.messageGovernment,
    ...lines.filter(l => l.group !== "signatures").map(line),
    fill(governmentOf(lines).complete ? w.messageTotal : w.messageTotalQuoted, { total: shown.government }),
    ...lines.filter(l => l.group === "signatures").map(line),
  ]
}

/** The answer as a WhatsApp message, itemised. */
export function incorporationMessage(result: IncorporationResult, ourFee: string | null | undefined, text: IncorporationText): string {
  const shown = {
    capital: describeRupees(result.capital, text.amounts),
    people: result.people,
    amount: (amount: number | SheetAmount) => formatRupees(amount as number),
    government: formatRupees(result.government),
  }
  return messageOf(result.entity, result.scale, result.lines, shown, ourFee, text)
}

const messageOf = (
  entity: Entity,
  scale: FeeScale | null,
  lines: SheetLine[],
  shown: Parameters<typeof messageHead>[3],
  ourFee: string | null | undefined,
  text: IncorporationText,
) => [...messageHead(entity, scale, lines, shown, text), ...(ourFee ? [fill(text.words.messageOurFee, { fee: ourFee })] : []), text.words.messageClose].join("\n")

/** One case of a structure's fee, for the page's sheet (gatsby/build-html.ts incorporationSheetOf renders its HTML). */
export interface IncorporationCase {
  entity: Entity
  key: string
  lines: SheetLine[]
  complete: boolean
  base: number
  message: string
}

/**
 * Every structure's cases of its fee, in the page's language, with `{capital}`, `{people}` and the
 * amounts that depend on them as slots (the `incorporationSheet` field of the tool's page data).
 */
export function incorporationCases(r: IncorporationRates, text: IncorporationText, ourFees: Partial<Record<Entity, string | null>>): IncorporationCase[] {
  const slots = { capital: "{capital}", people: "{people}" }
  const named = { registration: "registration", aoa: "aoa", dsc: "dsc" } as const
  return ENTITIES.flatMap(entity =>
    CASES[entity](r).map(([key, scale]) => {
      const lines = linesOf(entity, key, r, scale, text, slots, named)
      const { base, complete } = governmentOf(lines)
      const shown = { ...slots, amount: (amount: number | SheetAmount) => (typeof amount === "string" ? `{${amount}}` : formatRupees(amount)), government: "{government}" }
      const scaleOf = entity === "pvt" ? scale : entity === "opc" ? "small" : null
      return { entity, key, lines, complete, base, message: messageOf(entity, scaleOf, lines, shown, ourFees[entity], text) }
    }),
  )
}

export function incorporationCost(
  entity: Entity,
  capital: number,
  people: number,
  r: IncorporationRates,
  scale: FeeScale,
  text: IncorporationText,
): IncorporationResult {
  if (!Number.isInteger(capital) || capital < 1) throw new IncorporationInputError("The capital must be a whole number of rupees, 1 or more")
  const range = PEOPLE[entity]
  if (!Number.isInteger(people) || people < range.min || people > range.max) {
    throw new IncorporationInputError(`The ${PEOPLE_WHAT[entity]} must be a whole number from ${range.min} to ${range.max}`)
  }
  const worked = {
    registration: companyRegistrationFee(capital, r, feeScaleOf(entity, scale)),
    aoa: articlesStampDuty(capital, r),
    dsc: people * r.dsc,
  }
  const lines = linesOf(entity, sheetCase(entity, capital, r, scale), r, scale, text, { capital: describeRupees(capital, text.amounts), people }, worked) as CostLine[]
  const { government } = governmentOf(lines)
  return {
    entity,
    scale: entity === "pvt" ? scale : entity === "opc" ? "small" : null,
    capital,
    people,
    lines,
    government: government.reduce((sum, l) => sum + (l.amount ?? 0), 0),
    complete: government.every(l => l.amount !== null),
    signatures: people * r.dsc,
  }
}

