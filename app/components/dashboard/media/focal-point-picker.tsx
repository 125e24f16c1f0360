import type { KeyboardEvent, MouseEvent } from 'react';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// Where a picture's subject is (decision 025): pages that crop it keep this point in view. A
// click or tap on the picture puts the point there; with the picture focused, the arrow keys
// move it by 5% (Home puts it back in the middle). A ring marks it, and the text under the
// picture says where it is, announced politely as it changes.

const STEP = 0.05;

export type FocalPoint = { x: number; y: number };

function clamp(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

export function FocalPointPicker({
  src,
  alt,
  point,
  onChange,
  describedBy,
}: {
  src: string;
  alt: string;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
  /** The id of the help text beside the picker. */
  describedBy?: string;
}) {
  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: point.x - STEP, y: point.y },
      ArrowRight: { x: point.x + STEP, y: point.y },
      ArrowUp: { x: point.x, y: point.y - STEP },
      ArrowDown: { x: point.x, y: point.y + STEP },
      Home: { x: 0.5, y: 0.5 },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };

  return (
    <div className="flex flex-col gap-2">
      {/* No native control picks a point on a picture: a two-dimensional slider, by pointer and arrow keys. */}
      <div
        role="slider"
        tabIndex={0}
        aria-label="Focal point"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(point.x * 100)}
        aria-valuetext={`${percent(point.x)} across, ${percent(point.y)} down`}
        aria-describedby={describedBy}
        onClick={place}
        onKeyDown={move}
        // Shrink-wrapped round the picture, so a click's place on the box is its place on the picture.
        className={`relative w-fit max-w-full cursor-crosshair self-center overflow-hidden rounded-lg bg-slate-100 ${FOCUS_RING}`}
      >
        <img src={src} alt={alt} className="block h-auto max-h-[50vh] w-auto max-w-full" draggable={false} />
        <span
          aria-hidden="true"
          data-testid="focal-marker"
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_rgba(15,23,42,0.9)]"
          style={{ left: percent(point.x), top: percent(point.y) }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {`Focal point: ${percent(point.x)} across, ${percent(point.y)} down`}
      </p>
    </div>
  );
}
