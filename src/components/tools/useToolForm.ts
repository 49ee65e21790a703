import * as React from "react"

export type FormValues = Record<string, string>

/**
 * The state every tool form shares, the wizard's included. The form's controls are the source of
 * truth: they are read on every change and on submit. Answers are checked once submitted, then
 * kept up to date as they change.
 *
 * The controls stay disabled until React has taken over the prerendered form (`ready`): an
 * answer given before that could be lost as React attaches to the radio buttons, and the button
 * could not work yet. Without JavaScript the form stays disabled and the page's text gives the rules.
 *
 * `firstInvalid` names (by id) the first control whose answer is missing or wrong; that control
 * takes focus on submit. Otherwise the answer's heading (`resultRef`) takes focus as the answer
 * shows: at once, or, with `beforeAnswer` (the wizard's: its answer's code, WhichRegistrations.tsx useLoadOnce), once
 * what it promises is there.
 */
export function useToolForm(defaults: FormValues, firstInvalid: (values: FormValues) => string | undefined, beforeAnswer?: () => Promise<unknown>) {
  const formRef = React.useRef<HTMLFormElement>(null)
  const resultRef = React.useRef<HTMLHeadingElement>(null)
  const [values, setValues] = React.useState<FormValues>(defaults)
  const [ready, setReady] = React.useState(false)
  const [submitted, setSubmitted] = React.useState(false)
  const [focusResult, setFocusResult] = React.useState(0)

  React.useEffect(() => setReady(true), [])
  React.useEffect(() => {
    if (focusResult) resultRef.current?.focus()
  }, [focusResult])

  const read = (): FormValues => {
    const next = { ...defaults }
    if (formRef.current) {
      // (a tool form has no file input: every value is a string)
      new FormData(formRef.current).forEach((value, key) => {
        if (key in next) next[key] = value as string
      })
    }
    setValues(next)
    return next
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const current = read()
    setSubmitted(true)
    const invalid = firstInvalid(current)
    const show = () => setFocusResult(n => n + 1)
    // (`invalid` names one of the form's own controls, so it is there)
    if (invalid) document.getElementById(invalid)!.focus()
    else if (beforeAnswer) void beforeAnswer().then(show)
    else show()
  }

  return { formRef, resultRef, values, ready, submitted, onChange: () => void read(), onSubmit }
}
