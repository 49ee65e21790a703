/** Index of the next or previous slide, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}
