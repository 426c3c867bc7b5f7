/**
 * Confetti particles as plain data, so the launch angles and speeds are testable without a DOM.
 * Spread is the cone's full width in degrees around straight up (as in canvas-confetti).
 */
import { CONFETTI } from '../../../../../shared/contracts/rewards';

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  color: string;
  rotation: number;
  spin: number;
}

export const CONFETTI_COLORS = ['#f5c451', '#34d399', '#38bdf8', '#f472b6', '#a78bfa'] as const;
const GRAVITY = 0.25;
const DRAG = 0.985;

export function makeParticles(
  origin: { x: number; y: number },
  random: () => number = Math.random,
  count: number = CONFETTI.particles,
  spread: number = CONFETTI.spread,
): Particle[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = (-90 + (random() - 0.5) * spread) * (Math.PI / 180);
    const speed = 8 + random() * 8;
    return {
      x: origin.x,
      y: origin.y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      size: 5 + random() * 5,
      color: CONFETTI_COLORS[i % CONFETTI_COLORS.length]!,
      rotation: random() * Math.PI,
      spin: (random() - 0.5) * 0.4,
    };
  });
}

/** One animation frame: drag, gravity, spin. Returns a new particle. */
export function step(p: Particle): Particle {
  const vx = p.vx * DRAG;
  const vy = p.vy * DRAG + GRAVITY;
  return { ...p, vx, vy, x: p.x + vx, y: p.y + vy, rotation: p.rotation + p.spin };
}

/** Launch angle in degrees from straight up, for tests: negative is left. */
export function launchAngleFromUp(p: Particle): number {
  return (Math.atan2(p.vy, p.vx) * 180) / Math.PI + 90;
}
