import type { Answers } from "../../src/lib/tools/which-registrations"

/** The "which registrations" wizard's plainest answers: a services proprietorship in Telangana, no staff, nothing special. Tests change what they need. */
export const BASE_ANSWERS: Answers = {
  form: "proprietorship",
  turnover: 500_000,
  state: "Telangana",
  supplies: "services",
  interstateGoods: false,
  online: false,
  food: false,
  employees: 0,
  esiEmployees: 0,
  contractWorkers: 0,
  contractRole: "principal",
  importExport: false,
  foodImportExport: false,
  brand: false,
  premises: false,
}
