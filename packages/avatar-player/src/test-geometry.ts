/** Geometry helpers for the mesh tests. */
export function signedArea(xs: ArrayLike<number>, ys: ArrayLike<number>, a: number, b: number, c: number): number {
  return ((xs[b]! - xs[a]!) * (ys[c]! - ys[a]!) - (ys[b]! - ys[a]!) * (xs[c]! - xs[a]!)) / 2;
}

export function hullArea(xs: ArrayLike<number>, ys: ArrayLike<number>): number {
  const points = Array.from({ length: xs.length }, (_, i) => [xs[i]!, ys[i]!] as const).sort(
    (p, q) => p[0] - q[0] || p[1] - q[1],
  );
  const cross = (o: readonly number[], a: readonly number[], b: readonly number[]) =>
    (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const half = (list: (readonly [number, number])[]) => {
    const out: (readonly [number, number])[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  const hull = [...half(points), ...half([...points].reverse())];
  let area = 0;
  for (let i = 0; i < hull.length; i++) {
    const p = hull[i]!;
    const q = hull[(i + 1) % hull.length]!;
    area += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(area) / 2;
}
