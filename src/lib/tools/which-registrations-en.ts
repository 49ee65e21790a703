/**
 * The wizard's rules (which-registrations.ts) with its English words unless given, and its English
 * labels: for the build and the tests, which work in English. The wizard's page takes the words of
 * its language from its data, so its JavaScript carries no words table (issue 31).
 */
import { whichWordsEn, wizardWordsEn } from "../../config/strings/which-words"
import type { Thresholds } from "./thresholds"
import * as rules from "./which-registrations"
import type { Answer, Answers, BusinessForm, ContractRole, STATES, Supplies } from "./which-registrations"

export * from "./which-registrations"

export const CONTRACT_ROLE_LABELS: Record<ContractRole, string> = whichWordsEn.contractRoles

/** Every state has its name in the words table (type-checked here; the Telugu table is typed by the English one). */
export const STATE_NAMES: Record<(typeof STATES)[number], string> = whichWordsEn.states

export const FORM_LABELS: Record<BusinessForm, string> = whichWordsEn.forms

export const SUPPLIES_LABELS: Record<Supplies, string> = whichWordsEn.supplies

/**
 * Hyderabad's three municipal corporations since G.O.Ms.No.55 (MA&UD), 11 February 2026,
 * each with the zones of the old GHMC it took over. The trade licence comes from the one
 * whose zone the premises lie in (the one that levies their property tax).
 */
export const HYDERABAD_CORPORATIONS: ReadonlyArray<{ name: string; zones: ReadonlyArray<string> }> = whichWordsEn.corporations

export const gstLimit = (state: string, supplies: Supplies, online: boolean, t: Thresholds, words = wizardWordsEn) => rules.gstLimit(state, supplies, online, t, words)

export const whichRegistrations = (a: Answers, t: Thresholds, words = wizardWordsEn): Answer => rules.whichRegistrations(a, t, words)

export const describeBusiness = (a: Answers, words = wizardWordsEn): string => rules.describeBusiness(a, words)

export const whichRegistrationsMessage = (a: Answers, answer: Answer, words = wizardWordsEn): string => rules.whichRegistrationsMessage(a, answer, words)
