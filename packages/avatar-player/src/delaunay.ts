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

/**
 * Makes `a`–`b` an edge of the triangulation (in place) by flipping the edges that cross it,
 * one convex quadrilateral at a time: a constrained triangulation for a few outline edges
 * (the lips, the eyes). Returns false when it cannot (the segment passes through a point).
 */
export function enforceEdge(xs: ArrayLike<number>, ys: ArrayLike<number>, triangles: number[], a: number, b: number): boolean {
  const cross = (o: number, p: number, q: number) =>
    (xs[p]! - xs[o]!) * (ys[q]! - ys[o]!) - (ys[p]! - ys[o]!) * (xs[q]! - xs[o]!);
  const crosses = (p: number, q: number, r: number, s: number) =>
    cross(p, q, r) * cross(p, q, s) < 0 && cross(r, s, p) * cross(r, s, q) < 0;
  const hasEdge = () => {
    for (let t = 0; t < triangles.length; t += 3) {
      let found = 0;
      for (let k = 0; k < 3; k++) if (triangles[t + k] === a || triangles[t + k] === b) found++;
      if (found === 2) return true;
    }
    return false;
  };
  const put = (t: number, p: number, q: number, r: number) => {
    if (cross(p, q, r) > 0) triangles.splice(t, 3, p, q, r);
    else triangles.splice(t, 3, p, r, q);
  };
  for (let round = 0; round < 500; round++) {
    if (hasEdge()) return true;
    let flipped = false;
    for (let t = 0; t < triangles.length && !flipped; t += 3) {
      for (let k = 0; k < 3 && !flipped; k++) {
        const p = triangles[t + k]!;
        const q = triangles[t + ((k + 1) % 3)]!;
        const r = triangles[t + ((k + 2) % 3)]!;
        if (p === a || p === b || q === a || q === b || !crosses(a, b, p, q)) continue;
        for (let u = 0; u < triangles.length; u += 3) {
          if (u === t) continue;
          const corners = [triangles[u]!, triangles[u + 1]!, triangles[u + 2]!];
          if (!corners.includes(p) || !corners.includes(q)) continue;
          const s = corners.find((corner) => corner !== p && corner !== q)!;
          // Only a convex quadrilateral can swap its diagonal.
          if (!crosses(r, s, p, q)) break;
          put(t, r, s, p);
          put(u, r, s, q);
          flipped = true;
          break;
        }
      }
    }
    if (!flipped) return false;
  }
  return hasEdge();
}
