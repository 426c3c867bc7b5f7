import { useEffect, useRef } from 'react';
import { makeParticles, step, type Particle } from '../lib/confetti';

const DURATION_MS = 2_500;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A burst of confetti on a full-window canvas each time `burst` goes up
 * (docs/product.md "Rewards"). Decorative only (aria-hidden, no pointer events); skipped entirely
 * under reduced motion.
 */
export function Confetti({ burst, origin }: { burst: number; origin: () => { x: number; y: number } }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (burst === 0 || !canvas || prefersReducedMotion()) return;
    const context = canvas.getContext('2d');
    if (!context) return;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    let particles: Particle[] = makeParticles(origin());
    canvas.dataset.particles = String(particles.length);
    const started = performance.now();
    let frame = requestAnimationFrame(function draw(time) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (time - started > DURATION_MS) {
        delete canvas.dataset.particles;
        return;
      }
      const fade = Math.max(0, 1 - (time - started) / DURATION_MS);
      particles = particles.map(step);
      for (const p of particles) {
        context.save();
        context.globalAlpha = fade;
        context.translate(p.x, p.y);
        context.rotate(p.rotation);
        context.fillStyle = p.color;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    });
    return () => {
      cancelAnimationFrame(frame);
      context.clearRect(0, 0, canvas.width, canvas.height);
      delete canvas.dataset.particles;
    };
    // origin is read once per burst, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [burst]);

  return <canvas ref={canvasRef} aria-hidden="true" data-testid="confetti" className="pointer-events-none fixed inset-0 z-50 size-full" />;
}
