/** A string with its {name} slots filled: fill("Hello, I need help with {service}.", { service: "GST" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot))
}
