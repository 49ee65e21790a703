import type { WhichWords } from "../../config/strings/which-words"

/*
 * The wizard's states, apart from its rules (which-registrations.ts re-exports them): the form asks
 * for the state on the first visit, and the rules load only when an answer is asked for (issue 31).
 */

/** The states and union territories of India, for the question where the business is. */
export const STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const

export const HOME_STATE = "Telangana"

/** The name of a state (an English name, one of STATES) in the words' language. */
export const stateName = (state: string, w: WhichWords): string => (w.states as Record<string, string>)[state] ?? state
