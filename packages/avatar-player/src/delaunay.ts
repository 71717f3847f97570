/**
 * Delaunay triangulation (Bowyer–Watson): points are added one by one; the triangles whose
 * circumcircle holds the new point are removed and the hole is fanned from it. O(n²) at worst,
 * which is nothing for the ~120 points of a face mesh (it runs once per rig).
 */
export function triangulate(xs: ArrayLike<number>, ys: ArrayLike<number>): Uint16Array {
  const count = xs.length;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    minX = Math.min(minX, xs[i]!);
    minY = Math.min(minY, ys[i]!);
    maxX = Math.max(maxX, xs[i]!);
    maxY = Math.max(maxY, ys[i]!);
  }
  const size = Math.max(maxX - minX, maxY - minY, 1) * 1e4;
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  // A super-triangle holding every point; its corners are indices count..count+2.
  const px = [...Array.from(xs), midX - size, midX, midX + size];
  const py = [...Array.from(ys), midY - size, midY + size, midY - size];
  interface Triangle {
    a: number;
    b: number;
    c: number;
    cx: number;
    cy: number;
    r2: number;
  }
  const make = (a: number, b: number, c: number): Triangle => {
    const ax = px[a]!;
    const ay = py[a]!;
    const bx = px[b]!;
    const by = py[b]!;
    const cxp = px[c]!;
    const cyp = py[c]!;
    const d = 2 * (ax * (by - cyp) + bx * (cyp - ay) + cxp * (ay - by));
    const a2 = ax * ax + ay * ay;
    const b2 = bx * bx + by * by;
    const c2 = cxp * cxp + cyp * cyp;
    const cx = (a2 * (by - cyp) + b2 * (cyp - ay) + c2 * (ay - by)) / d;
    const cy = (a2 * (cxp - bx) + b2 * (ax - cxp) + c2 * (bx - ax)) / d;
    return { a, b, c, cx, cy, r2: (ax - cx) ** 2 + (ay - cy) ** 2 };
  };
  let triangles: Triangle[] = [make(count, count + 1, count + 2)];
  for (let p = 0; p < count; p++) {
    const x = px[p]!;
    const y = py[p]!;
    const edges = new Map<string, [number, number]>();
    const kept: Triangle[] = [];
    for (const t of triangles) {
      if ((x - t.cx) ** 2 + (y - t.cy) ** 2 < t.r2 * (1 + 1e-9)) {
        for (const [u, v] of [
          [t.a, t.b],
          [t.b, t.c],
          [t.c, t.a],
        ] as const) {
          const key = u < v ? `${u},${v}` : `${v},${u}`;
          // An edge shared by two removed triangles is inside the hole.
          if (edges.has(key)) edges.delete(key);
          else edges.set(key, [u, v]);
        }
      } else kept.push(t);
    }
    for (const [u, v] of edges.values()) kept.push(make(u, v, p));
    triangles = kept;
  }
  const result: number[] = [];
  for (const t of triangles) {
    if (t.a >= count || t.b >= count || t.c >= count) continue;
    // Counter-clockwise in y-down coordinates is irrelevant to drawing; keep a consistent order.
    const cross = (px[t.b]! - px[t.a]!) * (py[t.c]! - py[t.a]!) - (py[t.b]! - py[t.a]!) * (px[t.c]! - px[t.a]!);
    if (Math.abs(cross) < 1e-9) continue;
    if (cross > 0) result.push(t.a, t.b, t.c);
    else result.push(t.a, t.c, t.b);
  }
  return Uint16Array.from(result);
}
