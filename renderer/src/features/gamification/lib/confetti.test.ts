import { describe, expect, it } from 'vitest';
import { CONFETTI } from '../../../../../shared/contracts/rewards';
import { launchAngleFromUp, makeParticles, step } from './confetti';

/** A fixed sequence, so the test sees the extremes of the cone. */
function sequence(values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('makeParticles', () => {
  it('makes the default 100 particles within the 70-degree spread', () => {
    const particles = makeParticles({ x: 100, y: 200 });
    expect(particles).toHaveLength(CONFETTI.particles);
    expect(CONFETTI).toEqual({ particles: 100, spread: 70 });
    for (const p of particles) {
      expect(Math.abs(launchAngleFromUp(p))).toBeLessThanOrEqual(CONFETTI.spread / 2 + 1e-9);
      expect(p).toMatchObject({ x: 100, y: 200 });
    }
  });

  it('reaches both edges of the cone', () => {
    const [left] = makeParticles({ x: 0, y: 0 }, sequence([0]), 1);
    const [right] = makeParticles({ x: 0, y: 0 }, sequence([0.999999]), 1);
    expect(launchAngleFromUp(left!)).toBeCloseTo(-35, 3);
    expect(launchAngleFromUp(right!)).toBeCloseTo(35, 3);
  });
});

describe('step', () => {
  it('moves a particle and lets gravity pull it down', () => {
    const [p] = makeParticles({ x: 0, y: 0 }, sequence([0.5]), 1);
    const next = step(p!);
    expect(next.y).toBeLessThan(0);
    let q = next;
    for (let i = 0; i < 200; i++) q = step(q);
    expect(q.vy).toBeGreaterThan(0);
  });
});
