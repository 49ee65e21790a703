/** The facts that state the yearly government fee of each FSSAI tier (a range for the state licence): the build reads them into the thresholds (thresholds.ts). */
export const FSSAI_FEE_FACTS: Record<"basic" | "state" | "central", string[]> = {
  basic: ["fssai.feeRegistration"],
  state: ["fssai.feeStateMin", "fssai.feeStateMax"],
  central: ["fssai.feeCentral"],
}
