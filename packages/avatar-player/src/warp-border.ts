import { FACE_POINT_COUNT, type FaceMesh } from './face-mesh.js';

/**
 * Where the mesh's warp meets the still picture: the outline of the triangles that have a point
 * the motion moves (face, falloff and lip-curve points; the mouth hole counted in), in source
 * pixels. Outside it every triangle has only fixed ring points and picture corners, so the
 * picture is drawn as it is. The face bench grades the seam along this line.
 */
export function warpBorderOf(mesh: FaceMesh): Array<[number, number]> {
  const moves = (i: number) =>
    i < FACE_POINT_COUNT || i >= mesh.lipCurve || mesh.weight[i]! > 0 || mesh.carry[i * 2] !== 0 || mesh.carry[i * 2 + 1] !== 0;
  // Edges of moving triangles met once are the outline (an edge shared by two is inside).
  const seen = new Map<string, [number, number]>();
  for (const triangles of [mesh.triangles, mesh.hole]) {
    for (let t = 0; t < triangles.length; t += 3) {
      const corners = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
      if (!corners.some(moves)) continue;
      for (let k = 0; k < 3; k++) {
        const a = corners[k]!;
        const b = corners[(k + 1) % 3]!;
        const key = a < b ? `${a}-${b}` : `${b}-${a}`;
        if (seen.has(key)) seen.delete(key);
        else seen.set(key, [a, b]);
      }
    }
  }
  // Chain the outline's edges into the longest closed loop.
  const next = new Map<number, number[]>();
  for (const [a, b] of seen.values()) {
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  }
  const used = new Set<number>();
  let longest: number[] = [];
  for (const start of next.keys()) {
    if (used.has(start)) continue;
    const loop = [start];
    used.add(start);
    let previous = -1;
    let at = start;
    for (;;) {
      const step = next.get(at)!.find((n) => n !== previous && !used.has(n));
      if (step === undefined) break;
      loop.push(step);
      used.add(step);
      previous = at;
      at = step;
    }
    if (loop.length > longest.length) longest = loop;
  }
  return longest.map((i) => [mesh.rest[i * 2]!, mesh.rest[i * 2 + 1]!]);
}
